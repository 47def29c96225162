// The demo's PBJT and service charge, as each outlet's region sets them, and the chain's rules for
// every outlet: menu prices include PBJT, and cash is rounded to Rp100.
//
// Jakarta Kemang seats its customers and follows Bapenda DKI: PBJT 10 %, a 5 % service charge on
// dine-in, part of the PBJT base. Bandung, Surabaya and Yogyakarta charge their cities' PBJT of 10 %
// and no service charge. Semarang Pemuda, the smallest outlet, is a takeaway kiosk below the city's
// PBJT threshold: exempt, no seats and no NPWPD. Every order of the history is priced under these
// settings by the one pricing function, as if it had been placed through the doors.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chainSettings, outlets } from '../../db/schema';
import type { ChargeSettings } from '../../services/sales/pricing';
import type { Team } from './people';

/** The chain's rules: prices include PBJT, cash rounded to the nearest Rp100. */
export const DEMO_CHAIN_TAX = { pricesIncludeTax: true, cashRounding: 100 } as const;

interface OutletTax {
  pbjtEnabled: boolean;
  pbjtRateBp: number;
  serviceChargeBp: number;
  serviceChargeOrderTypes: ('dine_in' | 'takeaway' | 'pickup')[];
  serviceChargeTaxable: boolean;
  npwpd: string;
  /** Whether walk-ins may eat in (a kiosk only sells to take away). */
  seats: boolean;
}

const CITY_PBJT = (npwpd: string): OutletTax => ({
  pbjtEnabled: true,
  pbjtRateBp: 1000,
  serviceChargeBp: 0,
  serviceChargeOrderTypes: [],
  serviceChargeTaxable: true,
  npwpd,
  seats: true,
});

/** Each outlet's settings by name; an outlet not named keeps none. */
export const DEMO_OUTLET_TAX: Record<string, OutletTax> = {
  'Jakarta Kemang': {
    pbjtEnabled: true,
    pbjtRateBp: 1000,
    serviceChargeBp: 500,
    serviceChargeOrderTypes: ['dine_in'],
    serviceChargeTaxable: true,
    npwpd: '3174.0581.204',
    seats: true,
  },
  'Bandung Dago': CITY_PBJT('3273.0217.655'),
  'Surabaya Tunjungan': CITY_PBJT('3578.0392.118'),
  'Yogyakarta Malioboro': CITY_PBJT('3471.0126.439'),
  'Semarang Pemuda': {
    pbjtEnabled: false,
    pbjtRateBp: 0,
    serviceChargeBp: 0,
    serviceChargeOrderTypes: [],
    serviceChargeTaxable: true,
    npwpd: '',
    seats: false,
  },
};

const NONE: OutletTax = { ...CITY_PBJT(''), pbjtEnabled: false, pbjtRateBp: 0 };

/** What the history prices an outlet's orders with, and whether its walk-ins may eat in. */
export interface OutletCharges {
  settings: ChargeSettings;
  seats: boolean;
}

/** Writes the outlets' and the chain's tax settings; answers each outlet's, in the team's order. */
export async function seedTaxSettings(tx: Tx, team: Team, at: Date): Promise<OutletCharges[]> {
  await tx
    .insert(chainSettings)
    .values({ id: 1, ...DEMO_CHAIN_TAX, updatedAt: at })
    .onConflictDoUpdate({ target: chainSettings.id, set: { ...DEMO_CHAIN_TAX, updatedAt: at } });
  const answer: OutletCharges[] = [];
  for (const outlet of team.outlets) {
    const { seats, ...tax } = DEMO_OUTLET_TAX[outlet.name] ?? NONE;
    await tx.update(outlets).set(tax).where(eq(outlets.id, outlet.id));
    answer.push({
      seats,
      settings: {
        pbjtEnabled: tax.pbjtEnabled,
        pbjtBasisPoints: tax.pbjtRateBp,
        serviceChargeBasisPoints: tax.serviceChargeBp,
        serviceChargeOrderTypes: tax.serviceChargeOrderTypes,
        serviceChargeTaxable: tax.serviceChargeTaxable,
        pricesIncludeTax: DEMO_CHAIN_TAX.pricesIncludeTax,
        cashRoundingUnit: DEMO_CHAIN_TAX.cashRounding,
      },
    });
  }
  return answer;
}
