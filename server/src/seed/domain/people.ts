// The outlets' people: an owner (outlet manager) for each outlet but the head office, which the
// admin owns, cashiers at every outlet and a warehouse clerk at the head office; and two more
// outlets, so the business has five in real areas (all in WIB, like the pick-up times).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { outlets, outletStaff, userRoles, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import type { CoreSeed } from '../core';

/** Every extra demo user signs in with this password. */
export const DEMO_TEAM_PASSWORD = 'Staff12345';

const NEW_OUTLETS = [
  {
    name: 'Yogyakarta Malioboro',
    address: 'Jl. Malioboro No. 56, Suryatmajan, Danurejan, Kota Yogyakarta 55213',
    areaId: 3471,
    areaName: 'Kota Yogyakarta',
  },
  {
    name: 'Semarang Pemuda',
    address: 'Jl. Pemuda No. 118, Sekayu, Semarang Tengah, Kota Semarang 50132',
    areaId: 3374,
    areaName: 'Kota Semarang',
  },
];

// [name, email, phone, outlet, role]; the outlet's Outlet Manager becomes its owner.
const TEAM = [
  ['Dewi Lestari', 'dewi@example.com', '+6281311110001', 'Bandung Dago', 'Outlet Manager'],
  ['Agus Pratama', 'agus@example.com', '+6281311110002', 'Surabaya Tunjungan', 'Outlet Manager'],
  ['Siti Rahmawati', 'siti@example.com', '+6281311110003', 'Yogyakarta Malioboro', 'Outlet Manager'],
  ['Hendra Gunawan', 'hendra@example.com', '+6281311110004', 'Semarang Pemuda', 'Outlet Manager'],
  ['Fajar Nugroho', 'fajar@example.com', '+6281311110005', 'Jakarta Kemang', 'Outlet Cashier'],
  ['Putri Ayu Lestari', 'putri@example.com', '+6281311110006', 'Jakarta Kemang', 'Outlet Cashier'],
  ['Rizky Ramadhan', 'rizky@example.com', '+6281311110007', 'Surabaya Tunjungan', 'Outlet Cashier'],
  ['Intan Permatasari', 'intan@example.com', '+6281311110008', 'Yogyakarta Malioboro', 'Outlet Cashier'],
  ['Yoga Prasetyo', 'yoga@example.com', '+6281311110009', 'Semarang Pemuda', 'Outlet Cashier'],
  ['Wahyu Hidayat', 'wahyu@example.com', '+6281311110010', 'Jakarta Kemang', 'Warehouse Staff'],
] as const;

export interface SeededOutlet {
  id: number;
  name: string;
  address: string;
  ownerId: number;
  /** Who changes order statuses there: its staff and owner. */
  staffIds: number[];
}

export interface Team {
  outlets: SeededOutlet[];
  warehouseClerkId: number;
  buyerName: string;
}

export async function seedPeople(tx: Tx, core: CoreSeed, start: Date): Promise<Team> {
  await tx.insert(outlets).values(
    NEW_OUTLETS.map((o) => ({
      ...o,
      isHq: false,
      isLevel2: true,
      ownerId: core.adminId,
      createdAt: start,
      updatedAt: start,
    })),
  );
  const outletRows = await tx
    .select({ id: outlets.id, name: outlets.name, address: outlets.address })
    .from(outlets)
    .orderBy(outlets.id);
  const outletId = (name: string) => outletRows.find((o) => o.name === name)!.id;

  const hash = await hashPassword(DEMO_TEAM_PASSWORD);
  const people = await tx
    .insert(users)
    .values(
      TEAM.map(([name, email, phone]) => ({
        name,
        email,
        phoneNumber: phone,
        passwordHash: hash,
        createdAt: start,
        updatedAt: start,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userId = (email: string) => people.find((p) => p.email === email)!.id;

  await tx.insert(userRoles).values(
    TEAM.map(([, email, , outlet, role]) => ({
      userId: userId(email),
      roleId: core.roleIds[role]!,
      outletId: outletId(outlet),
    })),
  );
  const staffLinks = [
    ...TEAM.map(([, email, , outlet]) => ({ outletId: outletId(outlet), userId: userId(email) })),
    { outletId: outletId('Bandung Dago'), userId: core.staffId },
  ];
  await tx.insert(outletStaff).values(staffLinks);

  const owners = new Map<number, number>(
    TEAM.filter((m) => m[4] === 'Outlet Manager').map(([, email, , outlet]) => [outletId(outlet), userId(email)]),
  );
  for (const [id, ownerId] of owners) await tx.update(outlets).set({ ownerId }).where(eq(outlets.id, id));

  return {
    outlets: outletRows.map((o) => {
      const ownerId = owners.get(o.id) ?? core.adminId;
      return {
        ...o,
        ownerId,
        staffIds: [ownerId, ...staffLinks.filter((l) => l.outletId === o.id).map((l) => l.userId)],
      };
    }),
    warehouseClerkId: userId('wahyu@example.com'),
    buyerName: 'Rina Wulandari',
  };
}
