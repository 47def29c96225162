// Creating and changing promotions, and making their voucher codes. Each write runs in one
// transaction with its audit entry. Orders already placed keep the discounts they took: a change
// applies to orders placed after it.
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { promotionCodes, promotions } from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { unprocessable } from '../../lib/http-error';
import type { OutletReach } from '../../lib/outlet-access';
import { codeDto, getPromotion, requirePromotion, type PromotionCodeDto, type PromotionDto } from './queries';
import { checkPromotion, checkReferences, type PromotionInput } from './rules';

type CodesInput = components['schemas']['PromotionCodesInput'];

/** The promotion as the audit trail records it: its row without bookkeeping. */
async function promotionRecord(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id));
  const { createdAt: _created, updatedAt: _updated, createdBy: _by, ...record } = row!;
  return record;
}

/** The outlet an audit entry belongs to: a promotion's only outlet; none for several or chain-wide. */
const outletOf = (outletIds: readonly number[]) => (outletIds.length === 1 ? outletIds[0]! : null);

export function createPromotion(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  input: PromotionInput,
): Promise<PromotionDto> {
  const values = checkPromotion(input);
  return db.transaction(async (tx) => {
    await checkReferences(tx, reach, values);
    const [row] = await tx
      .insert(promotions)
      .values({ ...values, createdBy: userId })
      .returning({ id: promotions.id });
    await recordChange(tx, {
      recordType: 'promotion',
      recordId: row!.id,
      outletId: outletOf(values.outletIds),
      after: await promotionRecord(tx, row!.id),
    });
    return getPromotion(tx, reach, row!.id);
  });
}

export function updatePromotion(
  db: DbOrTx,
  reach: OutletReach,
  id: number,
  input: PromotionInput,
): Promise<PromotionDto> {
  return db.transaction(async (tx) => {
    await requirePromotion(tx, reach, id, true);
    const values = checkPromotion(input);
    await checkReferences(tx, reach, values);
    const before = await promotionRecord(tx, id);
    await tx
      .update(promotions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(promotions.id, id));
    await recordChange(tx, {
      recordType: 'promotion',
      recordId: id,
      outletId: outletOf(values.outletIds),
      before,
      after: await promotionRecord(tx, id),
    });
    return getPromotion(tx, reach, id);
  });
}

export const CODES_MAX = 10_000;
export const USES_PER_CODE_MAX = 1_000;
/** Letters and digits no one mistakes for another: no 0/O, 1/I/L. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
const PREFIX = /^[A-Z0-9]{1,10}$/;
/** Rows one insert takes (five values each, well below a statement's 65,535 parameters). */
const ROWS_PER_INSERT = 2_000;
/** Rounds of drawing again for codes that turned out taken; with 31^8 codes, one is plenty. */
const MAX_ROUNDS = 10;

export function randomCode(prefix: string | undefined): string {
  let body = '';
  for (let i = 0; i < CODE_LENGTH; i++) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return prefix ? `${prefix}-${body}` : body;
}

/**
 * Inserts `count` new codes, drawing again for any already taken (the unique index decides, so a
 * code another write made at the same moment is drawn again too); answers the rows made.
 */
export async function insertCodes(
  tx: Tx,
  promotionId: number,
  userId: number | null,
  count: number,
  usesPerCode: number,
  prefix: string | undefined,
  draw: (prefix: string | undefined) => string = randomCode,
) {
  const made: (typeof promotionCodes.$inferSelect)[] = [];
  for (let round = 0; round < MAX_ROUNDS && made.length < count; round++) {
    const drawn = new Set<string>();
    const needed = count - made.length;
    for (let tries = 0; drawn.size < needed && tries < needed * 10; tries++) drawn.add(draw(prefix));
    const codes = [...drawn];
    for (let start = 0; start < codes.length; start += ROWS_PER_INSERT) {
      const rows = await tx
        .insert(promotionCodes)
        .values(
          codes
            .slice(start, start + ROWS_PER_INSERT)
            .map((code) => ({ promotionId, code, usesPerCode, createdBy: userId })),
        )
        .onConflictDoNothing({ target: promotionCodes.code })
        .returning();
      made.push(...rows);
    }
  }
  if (made.length < count) throw new Error('Could not draw enough unused voucher codes');
  return made.sort((a, b) => a.id - b.id);
}

export function createPromotionCodes(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: CodesInput,
): Promise<PromotionCodeDto[]> {
  return db.transaction(async (tx) => {
    const promotion = await requirePromotion(tx, reach, id, true);
    if (!promotion.requiresCode) throw unprocessable('This promotion does not require a code; switch that on first');
    if (!Number.isInteger(input.count) || input.count < 1 || input.count > CODES_MAX)
      throw unprocessable('Make from 1 to 10,000 codes at a time', 'count');
    if (!Number.isInteger(input.uses_per_code) || input.uses_per_code < 1 || input.uses_per_code > USES_PER_CODE_MAX)
      throw unprocessable('Each code may be used from 1 to 1,000 times', 'uses_per_code');
    const prefix = input.prefix === undefined || input.prefix === '' ? undefined : input.prefix.toUpperCase();
    if (prefix !== undefined && !PREFIX.test(prefix))
      throw unprocessable('The prefix is up to 10 letters A–Z and digits 0–9', 'prefix');
    const [{ before }] = (await tx
      .select({ before: sql<number>`count(*)`.mapWith(Number) })
      .from(promotionCodes)
      .where(eq(promotionCodes.promotionId, id))) as [{ before: number }];
    const made = await insertCodes(tx, id, userId, input.count, input.uses_per_code, prefix);
    await recordChange(tx, {
      recordType: 'promotion',
      recordId: id,
      outletId: outletOf(promotion.outletIds),
      before: { code_count: before },
      after: { code_count: before + made.length, uses_per_code: input.uses_per_code, prefix: prefix ?? null },
    });
    return made.map(codeDto);
  });
}
