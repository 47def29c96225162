// The vendor writes: a vendor's name is unique ignoring case (the unique index decides: 409).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vendors } from '../../db/schema';
import { conflictOnUnique, notFound } from '../../lib/http-error';
import { toVendorDto, type VendorDto } from './queries';
import { recordChange, snapshot } from '../../lib/audit';

export interface VendorInput {
  name: string;
  address: string;
  contactPerson: string;
  phone: string;
  email: string;
}

const duplicateName = conflictOnUnique({
  vendors_name_lower_unique: { detail: 'A vendor with this name already exists', field: 'name' },
});

export function createVendor(db: Db, input: VendorInput): Promise<VendorDto> {
  // One statement, still in a transaction: the request's Idempotency-Key is marked applied in the same commit.
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vendors).values(input).returning().catch(duplicateName);
    await recordChange(tx, { recordType: 'vendor', recordId: row!.id, after: row });
    return toVendorDto(row!);
  });
}

export function updateVendor(db: Db, id: number, input: VendorInput): Promise<VendorDto> {
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, vendors, id);
    const [row] = await tx
      .update(vendors)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(vendors.id, id))
      .returning()
      .catch(duplicateName);
    if (!row) throw notFound('Vendor');
    await recordChange(tx, { recordType: 'vendor', recordId: id, before, after: row });
    return toVendorDto(row);
  });
}
