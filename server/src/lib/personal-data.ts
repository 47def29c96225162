// Customers' names and phone numbers are personal data (UU PDP 27/2022): a phone number shows in
// full only to those who manage users at the record's outlet; to everyone else it is masked.
import type { FastifyRequest } from 'fastify';
import { outletReach, reaches, type OutletReach } from './outlet-access';

/** Who sees customers' phone numbers in full: those who manage users (`view_admin_user`). */
export const PERSONAL_DATA_SCOPE = 'view_admin_user';

/**
 * A phone number with its middle hidden, written from 0 as people read it in Indonesia:
 * +6281234567890 → 0812****7890; the first four and last four digits stay.
 */
export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/[^0-9]/g, '');
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  if (local.length <= 8) return '*'.repeat(local.length);
  return `${local.slice(0, 4)}${'*'.repeat(local.length - 8)}${local.slice(-4)}`;
}

interface WithCustomer {
  customer: { phone_number: string | null } | null;
  outlet: { id: number };
}

/** The records with their customers' numbers masked wherever `fullReach` does not reach the record's outlet. */
export function maskPhones<T extends WithCustomer>(records: T[], fullReach: OutletReach): T[] {
  return records.map((record) =>
    record.customer === null || reaches(fullReach, record.outlet.id)
      ? record
      : { ...record, customer: { ...record.customer, phone_number: maskPhone(record.customer.phone_number) } },
  );
}

/** Where the signed-in user sees customers' phone numbers in full. */
export const phoneReach = (request: FastifyRequest) => outletReach(request, PERSONAL_DATA_SCOPE);

/** A list answer (or one record) with phone numbers masked for the signed-in user. */
export async function withPhonesFor<T extends WithCustomer>(request: FastifyRequest, records: T[]): Promise<T[]> {
  return maskPhones(records, await phoneReach(request));
}
