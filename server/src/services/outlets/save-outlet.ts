// Creates or replaces an outlet with its staff in one transaction. The area, the owner and every
// staff member are read under a share lock, so an account cannot be deactivated half-way, and at
// most one outlet is the head office: saving one with is_hq moves the flag from the current one. Its
// registers are kept when not given; one holding an open shift cannot be taken away.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { areas, outletStaff, outlets, shifts, users } from '../../db/schema';
import { conflictOnUnique, HttpError, notFound, unprocessable } from '../../lib/http-error';
import { getOutlet, type OutletDto } from './queries';
import { recordChange, snapshot } from '../../lib/audit';
import { ADVISORY_LOCKS, takeTransactionLock } from '../../db/advisory-locks';

export interface OutletInput {
  name: string;
  address: string;
  isHq: boolean;
  areaId: number;
  ownerId: number;
  staffIds: number[];
  /** The registers by name, checked (see registerList); undefined keeps them ("Counter 1" for a new outlet). */
  registers?: string[];
}

/**
 * The registers as given, trimmed, or 422 naming the register named twice in any case (the contract
 * holds them to 1–20 names, each with a character to show).
 */
export function registerList(names: readonly string[]): string[] {
  const trimmed = names.map((name) => name.trim());
  const seen = new Set<string>();
  trimmed.forEach((name, index) => {
    const key = name.toLowerCase();
    if (seen.has(key)) throw unprocessable(`${name} is named twice`, `registers.${index}`);
    seen.add(key);
  });
  return trimmed;
}

// The head office concerns every outlet, so only staff who reach every outlet may move it.
export const HEAD_OFFICE_NEEDS_EVERY_OUTLET = 'Only staff who manage every outlet can change the head office';

const uniqueClash = conflictOnUnique({
  outlets_name_lower_unique: { detail: 'An outlet with this name already exists', field: 'name' },
  // The head-office lock makes this unreachable; the index is the last word if it ever is not.
  outlets_one_hq: { detail: 'Another outlet became the head office at the same time; try again', field: 'is_hq' },
});

/**
 * Creates the outlet (id null) or replaces every field of outlet `id`, its staff included.
 * `everyOutlet`: the user reaches every outlet, so may set or clear the head office.
 */
export function saveOutlet(
  db: DbOrTx,
  id: number | null,
  input: OutletInput,
  everyOutlet: boolean,
): Promise<OutletDto> {
  return db.transaction(async (tx) => {
    // Taken before any row lock, so two moves of the flag queue here instead of deadlocking.
    if (input.isHq) await takeTransactionLock(tx, ADVISORY_LOCKS.headOffice);
    const current = id === null ? null : await lockOutlet(tx, id);
    if (!everyOutlet && input.isHq !== (current?.isHq ?? false)) {
      throw new HttpError(403, HEAD_OFFICE_NEEDS_EVERY_OUTLET, 'is_hq');
    }

    const [area] = await tx.select().from(areas).where(eq(areas.id, input.areaId)).for('share');
    if (!area) throw unprocessable(`Area ${input.areaId} does not exist`, 'area_id');

    const people = await tx
      .select({ id: users.id, name: users.name, isActive: users.isActive })
      .from(users)
      .where(inArray(users.id, [input.ownerId, ...input.staffIds]))
      .for('share');
    const person = (userId: number) => people.find((p) => p.id === userId);
    const owner = person(input.ownerId);
    if (!owner) throw unprocessable(`User ${input.ownerId} does not exist`, 'owner_id');
    // Keeping an owner or staff member whose account was deactivated since is allowed; adding one is not.
    if (!owner.isActive && current?.ownerId !== input.ownerId) {
      throw unprocessable(`${owner.name} is not an active user`, 'owner_id');
    }
    input.staffIds.forEach((userId, index) => {
      const member = person(userId);
      if (!member) throw unprocessable(`User ${userId} does not exist`, `staff_ids.${index}`);
      if (!member.isActive && !current?.staffIds.includes(userId)) {
        throw unprocessable(`${member.name} is not an active user`, `staff_ids.${index}`);
      }
    });

    if (id !== null && input.registers) await keepOpenRegisters(tx, id, input.registers);

    const before = id === null ? undefined : await outletRecord(tx, id);
    if (input.isHq) {
      const formerHeadOffices = await tx
        .update(outlets)
        .set({ isHq: false, updatedAt: new Date() })
        .where(id === null ? eq(outlets.isHq, true) : and(eq(outlets.isHq, true), ne(outlets.id, id)))
        .returning({ id: outlets.id });
      for (const former of formerHeadOffices)
        await recordChange(tx, {
          recordType: 'outlet',
          recordId: former.id,
          outletId: former.id,
          before: { isHq: true },
          after: { isHq: false },
        });
    }
    const values = {
      name: input.name,
      address: input.address,
      isHq: input.isHq,
      areaId: area.id,
      areaName: area.name,
      isLevel2: area.isLevel2,
      ownerId: input.ownerId,
      // Not given, they are kept; a new outlet gets the column's default, "Counter 1".
      ...(input.registers && { registers: input.registers }),
    };
    const [row] =
      id === null
        ? await tx.insert(outlets).values(values).returning({ id: outlets.id }).catch(uniqueClash)
        : await tx
            .update(outlets)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(outlets.id, id))
            .returning({ id: outlets.id })
            .catch(uniqueClash);
    const outletId = row!.id;

    if (id !== null) await tx.delete(outletStaff).where(eq(outletStaff.outletId, outletId));
    if (input.staffIds.length) {
      await tx.insert(outletStaff).values(input.staffIds.map((userId) => ({ outletId, userId })));
    }
    await recordChange(tx, {
      recordType: 'outlet',
      recordId: outletId,
      outletId,
      before,
      after: await outletRecord(tx, outletId),
    });
    return getOutlet(tx, outletId);
  });
}

/**
 * Refuses to take away a register whose shift is open (422 naming registers): its drawer still
 * holds the shift's cash.
 */
async function keepOpenRegisters(tx: Tx, outletId: number, registers: readonly string[]) {
  const open = await tx
    .select({ register: shifts.register })
    .from(shifts)
    .where(and(eq(shifts.outletId, outletId), eq(shifts.status, 'OPEN')));
  const removed = open.find((shift) => !registers.includes(shift.register));
  if (removed)
    throw unprocessable(`${removed.register} has an open shift: close it before removing the register`, 'registers');
}

/** The outlet as the audit trail records it: its row and its staff. */
async function outletRecord(tx: Tx, id: number) {
  const row = await snapshot(tx, outlets, id);
  const staff = await tx
    .select({ userId: outletStaff.userId })
    .from(outletStaff)
    .where(eq(outletStaff.outletId, id))
    .orderBy(asc(outletStaff.userId));
  return { ...row, staffIds: staff.map((member) => member.userId) };
}

/** Locks outlet `id` for the rest of the transaction (404 when there is none): one save at a time. */
async function lockOutlet(tx: Tx, id: number) {
  const [row] = await tx
    .select({ ownerId: outlets.ownerId, isHq: outlets.isHq })
    .from(outlets)
    .where(eq(outlets.id, id))
    .for('update');
  if (!row) throw notFound('Outlet');
  const staff = await tx.select({ userId: outletStaff.userId }).from(outletStaff).where(eq(outletStaff.outletId, id));
  return { ownerId: row.ownerId, isHq: row.isHq, staffIds: staff.map((s) => s.userId) };
}
