// Tax settings for tests, written straight to the outlet and the chain: PBJT and service charge per
// outlet, prices with or without tax and cash rounding for the chain. Rates are percents as the API
// writes them.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { chainSettings, outlets } from '../../src/db/schema';

export interface OutletTaxSetting {
  pbjtEnabled?: boolean;
  pbjtRatePercent?: number;
  serviceChargePercent?: number;
  serviceChargeOrderTypes?: ('dine_in' | 'takeaway' | 'pickup')[];
  serviceChargeTaxable?: boolean;
  npwpd?: string;
}

/** Bapenda DKI's rules: PBJT 10 %, 5 % service on dine-in, the service in the PBJT base. */
export const JAKARTA: OutletTaxSetting = {
  pbjtEnabled: true,
  pbjtRatePercent: 10,
  serviceChargePercent: 5,
  serviceChargeOrderTypes: ['dine_in'],
  serviceChargeTaxable: true,
};

export async function setOutletTax(db: Db, outletId: number, setting: OutletTaxSetting): Promise<void> {
  await db
    .update(outlets)
    .set({
      pbjtEnabled: setting.pbjtEnabled ?? false,
      pbjtRateBp: Math.round((setting.pbjtRatePercent ?? 0) * 100),
      serviceChargeBp: Math.round((setting.serviceChargePercent ?? 0) * 100),
      serviceChargeOrderTypes: setting.serviceChargeOrderTypes ?? [],
      serviceChargeTaxable: setting.serviceChargeTaxable ?? true,
      ...(setting.npwpd === undefined ? {} : { npwpd: setting.npwpd }),
    })
    .where(eq(outlets.id, outletId));
}

export async function setChainTax(
  db: Db,
  setting: { pricesIncludeTax: boolean; cashRounding: 0 | 100 | 500 | 1000 },
): Promise<void> {
  await db
    .insert(chainSettings)
    .values({ id: 1, pricesIncludeTax: setting.pricesIncludeTax, cashRounding: setting.cashRounding })
    .onConflictDoUpdate({
      target: chainSettings.id,
      set: { pricesIncludeTax: setting.pricesIncludeTax, cashRounding: setting.cashRounding },
    });
}
