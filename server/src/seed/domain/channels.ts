// The demo's delivery platforms: the first two outlets linked to GoFood and GrabFood at a 20 %
// commission, each with its store id there, accepting orders automatically.
import type { Tx } from '../../db/client';
import { outletChannels } from '../../db/schema';

/** The platforms' commission on the demo's orders, in basis points (20 %). */
export const DEMO_COMMISSION_BP = 2000;

export async function seedChannels(tx: Tx, outlets: readonly { id: number }[], at: Date): Promise<void> {
  const linked = outlets.slice(0, 2);
  await tx.insert(outletChannels).values(
    linked.flatMap((outlet) =>
      (['gofood', 'grabfood'] as const).map((channel) => ({
        outletId: outlet.id,
        channel,
        enabled: true,
        storeId: `${channel === 'gofood' ? 'G' : 'GF'}-${String(outlet.id).padStart(6, '0')}`,
        commissionBp: DEMO_COMMISSION_BP,
        priceMarkupBp: 0,
        autoAccept: true,
        updatedAt: at,
      })),
    ),
  );
}
