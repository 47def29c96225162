// The chain's settings: read by anyone signed in (the letterhead of printed documents), changed by a
// user who manages users at every outlet. Raising or removing the approval threshold lets purchase
// orders through unapproved, so it also takes someone who approves them at every outlet. The
// threshold is read by purchase-order writes in their own transaction.
import { normalisePhone } from '../../lib/phone';
import { eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { chainSettings } from '../../db/schema';
import type { Grant } from '../../lib/current-user';
import { recordChange, snapshot } from '../../lib/audit';
import { reachOf } from '../../lib/outlet-access';
import { PrivilegeRefused } from '../../lib/privileges';
import { unprocessable } from '../../lib/http-error';
import { basisPointsFromPercent, percentFromBasisPoints } from '../sales/pricing';

type SettingsDto = components['schemas']['ChainSettings'];
type SettingsInput = components['schemas']['ChainSettingsInput'];

const ONE_ROW = 1;

export const SETTINGS_REFUSED = 'Only a user who manages users at every outlet can change the chain settings';
export const THRESHOLD_REFUSED =
  'Only a user who approves purchase orders at every outlet can raise or remove the approval threshold';

/** Whether a new threshold lets through a purchase order the current one holds back. */
const loosens = (current: number | null, next: number | null) => current !== null && (next === null || next > current);

export async function getSettings(db: DbOrTx): Promise<SettingsDto> {
  const [row] = await db.select().from(chainSettings).where(eq(chainSettings.id, ONE_ROW));
  return {
    po_approval_threshold: row?.poApprovalThreshold ?? null,
    company_name: row?.companyName ?? '',
    company_address: row?.companyAddress ?? '',
    company_npwp: row?.companyNpwp ?? '',
    company_phone: row?.companyPhone ?? '',
    company_email: row?.companyEmail ?? '',
    company_logo_url: row?.companyLogoUrl ?? null,
    prices_include_tax: row?.pricesIncludeTax ?? false,
    cash_rounding: (row?.cashRounding ?? 0) as SettingsDto['cash_rounding'],
    cash_variance_tolerance: row?.cashVarianceTolerance ?? 0,
    business_day_starts_at: row?.businessDayStartsAt ?? '00:00',
    points_earn_percent: percentFromBasisPoints(row?.pointsEarnBp ?? 0),
    point_value: row?.pointValue ?? 1,
    updated_at: row?.updatedAt?.toISOString() ?? null,
  };
}

/** The approval threshold in whole rupiah, or null when no purchase order needs approval. */
export async function approvalThreshold(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ threshold: chainSettings.poApprovalThreshold })
    .from(chainSettings)
    .where(eq(chainSettings.id, ONE_ROW));
  return row?.threshold ?? null;
}

/**
 * Saves the settings. `logoUrl` is the logo as stored (checked to be an upload by the caller), null
 * for none, or undefined to keep it; phone and e-mail left out are kept too.
 */
export async function updateSettings(
  db: DbOrTx,
  actor: { userId: number; grants: readonly Grant[] },
  input: SettingsInput,
  logoUrl: string | null | undefined,
): Promise<SettingsDto> {
  if (!reachOf(actor.grants, ['view_admin_user']).all) throw new PrivilegeRefused(SETTINGS_REFUSED);
  const pointsEarnBp =
    input.points_earn_percent === undefined ? undefined : basisPointsFromPercent(input.points_earn_percent);
  if (pointsEarnBp === null) throw unprocessable('Points earned must have at most two decimals', 'points_earn_percent');
  const values = {
    poApprovalThreshold: input.po_approval_threshold,
    companyName: input.company_name.trim(),
    companyAddress: input.company_address.trim(),
    companyNpwp: input.company_npwp,
    ...(input.company_phone === undefined ? {} : { companyPhone: normalisePhone(input.company_phone) }),
    ...(input.company_email === undefined ? {} : { companyEmail: input.company_email.trim() }),
    ...(logoUrl === undefined ? {} : { companyLogoUrl: logoUrl }),
    ...(input.prices_include_tax === undefined ? {} : { pricesIncludeTax: input.prices_include_tax }),
    ...(input.cash_rounding === undefined ? {} : { cashRounding: input.cash_rounding }),
    ...(input.cash_variance_tolerance === undefined ? {} : { cashVarianceTolerance: input.cash_variance_tolerance }),
    ...(input.business_day_starts_at === undefined ? {} : { businessDayStartsAt: input.business_day_starts_at }),
    ...(pointsEarnBp === undefined ? {} : { pointsEarnBp }),
    ...(input.point_value === undefined ? {} : { pointValue: input.point_value }),
    updatedBy: actor.userId,
    updatedAt: new Date(),
  };
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, chainSettings, ONE_ROW);
    const current = (before?.poApprovalThreshold as number | null | undefined) ?? null;
    if (loosens(current, input.po_approval_threshold) && !reachOf(actor.grants, ['approve_admin_purchase_order']).all) {
      throw new PrivilegeRefused(THRESHOLD_REFUSED, 'po_approval_threshold');
    }
    await tx
      .insert(chainSettings)
      .values({ id: ONE_ROW, ...values })
      .onConflictDoUpdate({ target: chainSettings.id, set: values });
    const after = await snapshot(tx, chainSettings, ONE_ROW);
    await recordChange(tx, { recordType: 'settings', recordId: ONE_ROW, before, after });
    return getSettings(tx);
  });
}
