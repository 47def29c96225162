// The people of the demo business and its catalogue skeleton: roles, the admin and staff users,
// three outlets in real Indonesian areas, and categories with images.
import type { Tx } from '../db/client';
import { categories, outlets, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { ADMIN_SCOPES } from '../lib/scopes';
import { storeDemoImages } from './images';

export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'Admin12345',
  name: 'Rina Wulandari',
  phone: '+6281234567890',
};
export const DEMO_STAFF = {
  email: 'staff@example.com',
  password: 'Staff12345',
  name: 'Budi Santoso',
  phone: '081298765432',
};

const ROLES = [
  { name: 'Super Admin', type: 'ADMIN', description: 'Everything in the back office.', scopes: ADMIN_SCOPES },
  {
    name: 'Finance',
    type: 'ADMIN',
    description: 'Orders, invoices and purchase orders across outlets.',
    scopes: ['view_admin_order', 'view_admin_invoices', 'view_admin_purchase_order'],
  },
  {
    name: 'Outlet Cashier',
    type: 'USER',
    description: 'Counter sales, shifts, the prep board, orders and invoices at an outlet.',
    scopes: ['view_admin_counter', 'view_admin_shift', 'view_admin_prep', 'view_admin_order', 'view_admin_invoices'],
  },
  {
    name: 'Outlet Manager',
    type: 'USER',
    description: 'Runs an outlet: orders, invoices, timeslots, prep and stock.',
    scopes: [
      'view_admin_order',
      'view_admin_invoices',
      'view_admin_timeslot',
      'view_admin_counter',
      'view_admin_shift',
      'view_admin_prep',
      'view_admin_inventory',
    ],
  },
  {
    name: 'Warehouse Staff',
    type: 'USER',
    description: 'Stock and goods receipts.',
    scopes: ['view_admin_inventory', 'view_admin_purchase_order'],
  },
  {
    name: 'Menu Editor',
    type: 'ADMIN',
    description: 'Categories and SKUs.',
    scopes: ['view_admin_category', 'view_admin_sku'],
  },
] as const;

// Area ids follow the level-2 administrative codes (Kemendagri) of each city or regency.
const OUTLETS = [
  {
    name: 'Jakarta Kemang',
    address: 'Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    isHq: true,
    areaId: 3174,
    areaName: 'Jakarta Selatan',
  },
  {
    name: 'Bandung Dago',
    address: 'Jl. Ir. H. Juanda No. 61, Dago, Coblong, Kota Bandung 40116',
    isHq: false,
    areaId: 3273,
    areaName: 'Kota Bandung',
  },
  {
    name: 'Surabaya Tunjungan',
    address: 'Jl. Tunjungan No. 12, Genteng, Kota Surabaya 60275',
    isHq: false,
    areaId: 3578,
    areaName: 'Kota Surabaya',
  },
];

export const CATEGORY_NAMES = [
  'Milk Tea',
  'Brown Sugar Series',
  'Fruit Tea',
  'Cheese Foam',
  'Pure Tea',
  'Coffee',
  'Snacks',
  'Toppings',
] as const;

export interface CoreSeed {
  adminId: number;
  staffId: number;
  roleIds: Record<string, number>;
  outletIds: number[];
  categoryIds: Record<string, number>;
}

export async function seedCore(tx: Tx): Promise<CoreSeed> {
  const roleRows = await tx
    .insert(roles)
    .values(ROLES.map((r) => ({ ...r, scopes: [...r.scopes] })))
    .returning({ id: roles.id, name: roles.name });
  const roleIds = Object.fromEntries(roleRows.map((r) => [r.name, r.id]));

  const [admin, staff] = await tx
    .insert(users)
    .values([
      {
        name: DEMO_ADMIN.name,
        email: DEMO_ADMIN.email,
        phoneNumber: DEMO_ADMIN.phone,
        passwordHash: await hashPassword(DEMO_ADMIN.password),
      },
      {
        name: DEMO_STAFF.name,
        email: DEMO_STAFF.email,
        phoneNumber: DEMO_STAFF.phone,
        passwordHash: await hashPassword(DEMO_STAFF.password),
      },
    ])
    .returning({ id: users.id });

  const outletRows = await tx
    .insert(outlets)
    .values(OUTLETS.map((o) => ({ ...o, isLevel2: true, ownerId: admin!.id })))
    .returning({ id: outlets.id, name: outlets.name });
  const bandung = outletRows.find((o) => o.name === 'Bandung Dago')!;

  await tx.insert(userRoles).values([
    { userId: admin!.id, roleId: roleIds['Super Admin']!, outletId: null },
    { userId: staff!.id, roleId: roleIds['Outlet Cashier']!, outletId: bandung.id },
  ]);

  const imageUrls = await storeDemoImages(tx, CATEGORY_NAMES);
  // Spread over the last weeks so "newest first" has a visible order.
  const now = Date.now();
  const categoryRows = await tx
    .insert(categories)
    .values(
      CATEGORY_NAMES.map((name, i) => {
        const createdAt = new Date(now - (CATEGORY_NAMES.length - i) * 24 * 60 * 60 * 1000);
        return { name, status: name !== 'Toppings', imageUrl: imageUrls[name]!, createdAt, updatedAt: createdAt };
      }),
    )
    .returning({ id: categories.id, name: categories.name });

  return {
    adminId: admin!.id,
    staffId: staff!.id,
    roleIds,
    outletIds: outletRows.map((o) => o.id),
    categoryIds: Object.fromEntries(categoryRows.map((c) => [c.name, c.id])),
  };
}
