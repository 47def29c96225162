// Customers of the demo: Indonesian names, unique phone numbers, and a pool that grows over the
// months, so most orders come from returning customers and some from new ones every day.
import type { Random } from './random';

const FIRST = [
  'Putri',
  'Rizky',
  'Ayu',
  'Dimas',
  'Nadia',
  'Bayu',
  'Citra',
  'Fikri',
  'Anisa',
  'Galih',
  'Sari',
  'Reza',
  'Indah',
  'Arif',
  'Maya',
  'Yusuf',
  'Dian',
  'Rangga',
  'Lestari',
  'Aditya',
  'Novi',
  'Hafiz',
  'Wulan',
  'Kevin',
  'Nabila',
  'Teguh',
  'Ratna',
  'Farhan',
  'Melati',
  'Ilham',
  'Tiara',
  'Bima',
  'Salsabila',
  'Eko',
  'Kirana',
  'Andika',
  'Fitri',
  'Gilang',
  'Laras',
  'Rafi',
  'Aulia',
  'Dewa',
  'Nurul',
  'Satria',
];
const LAST = [
  'Anggraini',
  'Ramadhan',
  'Saputra',
  'Wijaya',
  'Kusuma',
  'Pratama',
  'Hidayat',
  'Setiawan',
  'Lestari',
  'Nugroho',
  'Permata',
  'Siregar',
  'Simanjuntak',
  'Hakim',
  'Santoso',
  'Wibowo',
  'Purnomo',
  'Utami',
  'Maharani',
  'Firmansyah',
  'Putra',
  'Rahayu',
  'Syahputra',
  'Halim',
  'Gunawan',
  'Susanto',
  'Hasibuan',
  'Tanjung',
  'Manurung',
  'Sitompul',
  'Pangestu',
  'Wardani',
  'Kurniawan',
  'Fauzi',
  'Salim',
];
const OPERATORS = ['11', '12', '13', '21', '22', '52', '53', '57', '77', '78', '81', '82', '95', '96', '97'];

export interface CustomerSeed {
  name: string;
  phone: string;
  email: string | null;
}

/** Customer number k (0-based): its phone number is unique because k is. */
export function makeCustomer(k: number, random: Random): CustomerSeed {
  const first = random.pick(FIRST);
  const last = random.pick(LAST);
  const digits = String(k).padStart(8, '0');
  const operator = OPERATORS[k % OPERATORS.length]!;
  const phone = random.chance(0.3) ? `+628${operator}${digits}` : `08${operator}${digits}`;
  const email = random.chance(0.6) ? `${first}.${last}${k}@example.com`.toLowerCase() : null;
  return { name: `${first} ${last}`, phone, email };
}

/** The name a walk-in gives at the counter to be called by: a first name. */
export const walkInName = (random: Random): string => random.pick(FIRST);

/**
 * Chooses the customer of each order: a new one with some probability (while the pool lasts),
 * otherwise a returning one, favouring the regulars who joined first.
 */
export class CustomerPool {
  used = 0;
  /** Spreads first orders evenly over all the orders, so every week brings new customers. */
  private readonly newShare: number;
  constructor(
    readonly size: number,
    orders: number,
    private readonly random: Random,
  ) {
    this.newShare = Math.min(1, size / Math.max(1, orders));
  }

  /** The customer number, and whether this is their first order. */
  choose(): { k: number; first: boolean } {
    if (this.used === 0 || (this.used < this.size && this.random.chance(this.newShare)))
      return { k: this.used++, first: true };
    return { k: Math.floor(this.used * this.random.next() ** 1.7), first: false };
  }
}

export const ORDER_NOTES = [
  'Less sugar, please.',
  'Less ice.',
  'No ice, please.',
  'Extra boba if possible.',
  'Please write "Selamat ulang tahun" on the cup.',
  'I will be about 10 minutes late.',
  'Sugar 50%.',
  'Please pack the snacks separately.',
];
