// Writes to staff accounts: create, edit, activate or deactivate. Edits and status changes lock
// the user's row, then ask lib/privileges.ts whether the one asking manages them. A new account
// records who created it, which decides who manages it before it holds any role.
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { SignedInUser } from '../../lib/current-user';
import { conflict, conflictOnUnique } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { assertCanManageUser, managerIn } from '../../lib/privileges';
import { revokeUserSessions } from '../auth/sessions';
import { lockUser, userById, type UserDto } from './queries';
import { recordChange, snapshot } from '../../lib/audit';

// Email and phone number are each unique; the indexes decide and the answer names the field.
const duplicateContact = conflictOnUnique({
  users_email_unique: { detail: 'A user with this email already exists', field: 'email' },
  users_phone_unique: { detail: 'A user with this phone number already exists', field: 'phone_number' },
});

export interface AccountInput {
  name: string;
  email: string;
  phoneNumber: string;
}

export async function createUser(
  db: Db,
  actor: SignedInUser,
  input: AccountInput & { password: string },
): Promise<UserDto> {
  const passwordHash = await hashPassword(input.password);
  // One statement, still in a transaction: the request's Idempotency-Key is marked applied in the same commit.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email.toLowerCase(),
        phoneNumber: input.phoneNumber,
        passwordHash,
        createdBy: actor.userId,
      })
      .returning({ id: users.id })
      .catch(duplicateContact);
    await recordChange(tx, { recordType: 'user', recordId: row!.id, after: await snapshot(tx, users, row!.id) });
    return userById(tx, row!.id);
  });
}

export function updateUser(db: DbOrTx, actor: SignedInUser, id: number, input: AccountInput): Promise<UserDto> {
  return db.transaction(async (tx) => {
    await lockUser(tx, id);
    await assertCanManageUser(tx, await managerIn(tx, actor.userId), id);
    const before = await snapshot(tx, users, id);
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email.toLowerCase(),
        phoneNumber: input.phoneNumber,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .catch(duplicateContact);
    await recordChange(tx, { recordType: 'user', recordId: id, before, after: await snapshot(tx, users, id) });
    return userById(tx, id);
  });
}

/** Deactivating also ends every session of the user. */
export function setUserStatus(db: DbOrTx, actor: SignedInUser, id: number, isActive: boolean): Promise<void> {
  if (id === actor.userId && !isActive) throw conflict('You cannot deactivate your own account', 'is_active');
  return db.transaction(async (tx) => {
    await lockUser(tx, id);
    await assertCanManageUser(tx, await managerIn(tx, actor.userId), id);
    const before = await snapshot(tx, users, id);
    await tx.update(users).set({ isActive, updatedAt: new Date() }).where(eq(users.id, id));
    await recordChange(tx, { recordType: 'user', recordId: id, before, after: await snapshot(tx, users, id) });
    if (!isActive) await revokeUserSessions(tx, id);
  });
}
