// The demo seed is reproducible: built twice for the same moment it gives the same business, row
// for row, so a bug seen in the demo can be seen again. Small (800 orders) to stay quick.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/seed';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const NOW = new Date('2026-11-20T05:30:00Z');
const opened: { database: Database; test: TestDatabase }[] = [];

afterAll(async () => {
  for (const o of opened) {
    await o.database.close();
    await o.test.drop();
  }
});

async function seededFingerprint(): Promise<Record<string, string>> {
  const test = await createTestDatabase();
  const database = await openDatabase(test.target);
  opened.push({ database, test });
  await seedDemo(database.db, { orders: 800, now: NOW });
  // Password hashes are salted, so users are compared without them.
  const queries: Record<string, string> = {
    users: `select id, name, email, phone_number from users`,
    orders: `select id, customer_id, outlet_id, timeslot_id, order_type, status, subtotal, discount_total, service_charge, tax_base, tax, tax_included, rounding, pbjt_rate_bp, service_charge_bp, prices_include_tax, total_amount, cash_tendered, notes, created_at, updated_at from orders`,
    order_items: `select order_id, sku_id, quantity, price, subtotal, cost from order_items`,
    history: `select order_id, status, changed_by, changed_at from order_status_history`,
    invoices: `select id, invoice_number, order_id, amount, status, payment_gateway_id, paid_at, expires_at from invoices`,
    customers: `select id, name, phone_number, email, created_at from customers`,
    purchase_orders: `select id, po_number, outlet_id, vendor_id, status, subtotal, tax, total_amount, created_at from purchase_orders`,
    movements: `select outlet_id, sku_id, source, change_type, quantity, quantity_before, quantity_after, tagging, order_id, created_by, created_at from inventory_movements`,
    stock: `select outlet_id, sku_id, quantity, last_movement_at from inventory_stocks`,
    costs: `select id, avg_cost_milli from skus`,
    timeslots: `select id, outlet_id, date, start_time, is_active from timeslots`,
    shifts: `select id, outlet_id, register, status, business_date, opening_float, opened_at, closed_at, expected_cash, counted_cash, variance from shifts`,
    shift_invoices: `select id, counter_method, shift_id, refund_shift_id from invoices where shift_id is not null`,
    cash_movements: `select shift_id, type, amount, reason, created_at from shift_cash_movements`,
  };
  const prints: Record<string, string> = {};
  for (const [name, query] of Object.entries(queries)) {
    const result = (await database.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from (${query}) t`,
      ),
    )) as unknown as { rows: { n: number; hash: string }[] };
    prints[name] = `${result.rows[0]!.n}:${result.rows[0]!.hash}`;
  }
  return prints;
}

describe('the demo seed', () => {
  it('builds the same business twice for the same moment', async () => {
    const first = await seededFingerprint();
    const second = await seededFingerprint();
    // The 800 customer orders and the delivery platforms' month of orders at the linked outlets.
    expect(first.orders).toMatch(/^824:/);
    expect(second).toEqual(first);
  }, 120_000);
});
