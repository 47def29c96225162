// An outlet's PBJT and service charge through the API: read and replaced by whoever manages the
// outlet (another outlet's is 404), refused field by field with a readable message, recorded in the
// audit trail, and applied only to orders placed after the change.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { outlets } from '../../src/db/schema';
import { orderFixtures } from '../helpers/orders';
import { setChainTax } from '../helpers/tax';
import { build } from '../helpers/test-app';

type TaxInput = components['schemas']['OutletTaxInput'];

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
const taxPath = '/adm/v1/outlets/{outlet_id}/tax';
let outletCount = 0;

/** A new outlet of its own, charging nothing yet. */
async function newOutlet(): Promise<number> {
  const [template] = await t.app.db.select().from(outlets).limit(1);
  const [row] = await t.app.db
    .insert(outlets)
    .values({
      name: `Tax Test ${process.pid} ${++outletCount}`,
      address: 'Jl. Percobaan No. 2',
      areaId: template!.areaId,
      areaName: template!.areaName,
    })
    .returning({ id: outlets.id });
  return row!.id;
}

const JAKARTA: TaxInput = {
  pbjt_enabled: true,
  pbjt_rate_percent: 10,
  service_charge_percent: 5,
  service_charge_order_types: ['dine_in'],
  service_charge_taxable: true,
  npwpd: '3174.1234.567',
};

const at = (outletId: number) => ({ params: { path: { outlet_id: outletId } } });

describe("an outlet's tax settings", () => {
  it('start as no PBJT and no service charge, and read back as saved', async () => {
    const outlet = await newOutlet();
    const fresh = await admin.GET(taxPath, at(outlet));
    expect(fresh.data!.data).toEqual({
      pbjt_enabled: false,
      pbjt_rate_percent: 0,
      service_charge_percent: 0,
      service_charge_order_types: [],
      service_charge_taxable: true,
      npwpd: '',
    });

    const body: TaxInput = {
      ...JAKARTA,
      pbjt_rate_percent: 2.5,
      service_charge_percent: 7.25,
      // Kept in the form's order whatever order they come in.
      service_charge_order_types: ['pickup', 'dine_in'],
      npwpd: ' 3174.1234.567 ',
    };
    const saved = await admin.PUT(taxPath, { ...at(outlet), body });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    const expected = {
      pbjt_enabled: true,
      pbjt_rate_percent: 2.5,
      service_charge_percent: 7.25,
      service_charge_order_types: ['dine_in', 'pickup'],
      service_charge_taxable: true,
      npwpd: '3174.1234.567',
    };
    expect(saved.data!.data).toEqual(expected);
    expect((await admin.GET(taxPath, at(outlet))).data!.data).toEqual(expected);

    // The NPWPD left out is kept; the rest is replaced.
    const { npwpd: _left, ...withoutNpwpd } = JAKARTA;
    const again = await admin.PUT(taxPath, {
      ...at(outlet),
      body: { ...withoutNpwpd, pbjt_enabled: false, service_charge_order_types: [] },
    });
    expect(again.data!.data).toEqual({
      pbjt_enabled: false,
      pbjt_rate_percent: 10,
      service_charge_percent: 5,
      service_charge_order_types: [],
      service_charge_taxable: true,
      npwpd: '3174.1234.567',
    });
  });

  it("are the outlet's own: another outlet's are 404 to a user of one outlet", async () => {
    const bandung = t.outletId['Bandung Dago']!;
    const kemang = t.outletId['Jakarta Kemang']!;
    const keeper = await t.asUser(['view_admin_outlet'], bandung);
    const before = (await admin.GET(taxPath, at(kemang))).data!.data;
    expect((await keeper.GET(taxPath, at(kemang))).response.status).toBe(404);
    const refused = await keeper.PUT(taxPath, { ...at(kemang), body: JAKARTA });
    expect(refused.response.status).toBe(404);
    expect(refused.error!.errors[0]!.detail).toBe('Outlet not found');
    expect((await admin.GET(taxPath, at(kemang))).data!.data).toEqual(before);

    expect((await keeper.GET(taxPath, at(bandung))).response.status).toBe(200);
    const own = await keeper.PUT(taxPath, { ...at(bandung), body: { ...JAKARTA, npwpd: '' } });
    expect(own.response.status).toBe(200);
    // Without the outlet scope at all.
    const cashier = await t.asUser(['view_admin_counter'], bandung);
    expect((await cashier.GET(taxPath, at(bandung))).response.status).toBe(403);
    expect((await cashier.PUT(taxPath, { ...at(bandung), body: JAKARTA })).response.status).toBe(403);
    expect((await admin.GET(taxPath, at(999_999))).response.status).toBe(404);
    expect((await admin.PUT(taxPath, { ...at(999_999), body: JAKARTA })).response.status).toBe(404);
  });

  it('refuse a rate out of range or too precise and an order type listed twice, naming the field, and save nothing', async () => {
    const outlet = await newOutlet();
    const before = (await admin.GET(taxPath, at(outlet))).data!.data;
    const cases: [Partial<TaxInput>, { detail: string; field: string }][] = [
      [{ pbjt_rate_percent: 10.01 }, { detail: 'PBJT rate must be between 0 and 10 %', field: 'pbjt_rate_percent' }],
      [{ pbjt_rate_percent: 11 }, { detail: 'PBJT rate must be between 0 and 10 %', field: 'pbjt_rate_percent' }],
      [{ pbjt_rate_percent: -1 }, { detail: 'PBJT rate must be between 0 and 10 %', field: 'pbjt_rate_percent' }],
      [{ pbjt_rate_percent: 9.125 }, { detail: 'PBJT rate can have at most two decimals', field: 'pbjt_rate_percent' }],
      [
        { service_charge_percent: 20.5 },
        { detail: 'Service charge must be between 0 and 20 %', field: 'service_charge_percent' },
      ],
      [
        { service_charge_percent: -0.5 },
        { detail: 'Service charge must be between 0 and 20 %', field: 'service_charge_percent' },
      ],
      [
        { service_charge_percent: 5.555 },
        { detail: 'Service charge can have at most two decimals', field: 'service_charge_percent' },
      ],
      [
        { service_charge_order_types: ['dine_in', 'pickup', 'dine_in'] },
        { detail: 'This order type is already listed', field: 'service_charge_order_types.2' },
      ],
    ];
    for (const [change, error] of cases) {
      const res = await admin.PUT(taxPath, { ...at(outlet), body: { ...JAKARTA, ...change } });
      expect(res.response.status, error.detail).toBe(422);
      expect(res.error!.errors[0]).toEqual(error);
    }
    // The contract's own checks: an unknown order type, an NPWPD with other characters.
    const unknownType = await t.raw('PUT', `/adm/v1/outlets/${outlet}/tax`, {
      token: admin.token,
      body: { ...JAKARTA, service_charge_order_types: ['delivery'] },
    });
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.errors[0].field).toBe('service_charge_order_types.0');
    const badNpwpd = await admin.PUT(taxPath, { ...at(outlet), body: { ...JAKARTA, npwpd: '<b>1</b>' } });
    expect(badNpwpd.response.status).toBe(400);
    expect(badNpwpd.error!.errors[0]!.field).toBe('npwpd');
    expect((await admin.GET(taxPath, at(outlet))).data!.data).toEqual(before);
    // Exactly the limits are fine.
    const limits = await admin.PUT(taxPath, {
      ...at(outlet),
      body: { ...JAKARTA, pbjt_rate_percent: 10, service_charge_percent: 20 },
    });
    expect(limits.response.status).toBe(200);
  });

  it('are recorded in the audit trail with each field before and after', async () => {
    const outlet = await newOutlet();
    const res = await admin.PUT(taxPath, { ...at(outlet), body: JAKARTA });
    expect(res.response.status).toBe(200);
    const [latest] = (
      await admin.GET('/adm/v1/audit-log', {
        params: { query: { record_type: 'outlet', record_id: String(outlet) } },
      })
    ).data!.data;
    expect(latest).toMatchObject({ operation: 'replaceOutletTax', record_type: 'outlet', record_id: String(outlet) });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { field: 'pbjt_enabled', before: false, after: true },
        { field: 'pbjt_rate_bp', before: 0, after: 1000 },
        { field: 'service_charge_bp', before: 0, after: 500 },
        { field: 'service_charge_order_types', before: [], after: ['dine_in'] },
        { field: 'npwpd', before: '', after: '3174.1234.567' },
      ]),
    );
    expect(latest!.user!.id).toBe(admin.id);
  });

  it('apply to orders placed after the change; an order already placed keeps its amounts', async () => {
    await setChainTax(t.app.db, { pricesIncludeTax: false, cashRounding: 0 });
    const outlet = await newOutlet();
    await admin.PUT(taxPath, {
      ...at(outlet),
      body: { ...JAKARTA, service_charge_order_types: ['pickup'] },
    });
    const amounts = async (orderId: number) => {
      const order = (await admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: orderId } } })).data!
        .data;
      return {
        subtotal: order.subtotal,
        service_charge: order.service_charge,
        tax_base: order.tax_base,
        tax: order.tax,
        total_amount: order.total_amount,
        pbjt_rate_percent: order.pbjt_rate_percent,
        service_charge_percent: order.service_charge_percent,
      };
    };
    // Two Thai Teas (22,000) and a Boba Milk (25,000): 69,000; 5 % service 3,450; PBJT 10 % of 72,450.
    const first = await fx.makeOrder({ outletId: outlet });
    const firstAmounts = {
      subtotal: 69000,
      service_charge: 3450,
      tax_base: 72450,
      tax: 7245,
      total_amount: 79695,
      pbjt_rate_percent: 10,
      service_charge_percent: 5,
    };
    expect(await amounts(first.id)).toEqual(firstAmounts);

    const changed = await admin.PUT(taxPath, {
      ...at(outlet),
      body: { ...JAKARTA, pbjt_rate_percent: 5, service_charge_order_types: ['dine_in'] },
    });
    expect(changed.response.status).toBe(200);
    expect(await amounts(first.id)).toEqual(firstAmounts);

    const second = await fx.makeOrder({ outletId: outlet });
    expect(await amounts(second.id)).toEqual({
      subtotal: 69000,
      service_charge: 0,
      tax_base: 69000,
      tax: 3450,
      total_amount: 72450,
      pbjt_rate_percent: 5,
      service_charge_percent: 0,
    });
  });
});
