// Writes that once lost to simultaneous requests on PostgreSQL: the reset-code attempt limit
// (the right code accepted as the 31st of 60 parallel guesses) and role assignment (two
// replacements left both sets; parallel ones failed with 500 on the unique index); and a role edit
// racing an assignment of that role, each of which alone is allowed. Here the requests really run
// in parallel on PostgreSQL; on PGlite they pass one at a time.
import { describe, expect, it } from 'vitest';
import type { AdminScope } from '../../src/lib/scopes';
import { build } from '../helpers/test-app';
import { uniqueUserBody } from '../helpers/unique';

const t = await build();
const admin = await t.asAdmin();

async function codeFor(email: string) {
  await t.api().POST('/usr/v1/initiate-forget-password', { body: { email } });
  const outbox = await t.api().GET('/usr/v1/dev/outbox', { params: { query: { email } } });
  return /\b(\d{6})\b/.exec(outbox.data!.data[0]!.text)![1]!;
}

describe('simultaneous requests', () => {
  it('judges at most five guesses of a reset code, however many arrive at once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const { email } = await t.newUser();
      const code = await codeFor(email);
      const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
      // 60 guesses at once, the right one in the middle.
      const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? code : wrong(i + 1)));
      const statuses = await Promise.all(
        guesses.map(async (otp) => (await t.api().POST('/usr/v1/claim-otp', { body: { email, otp } })).response.status),
      );
      const judged = statuses.filter((s) => s === 200 || s === 422).length;
      expect(
        statuses.every((s) => [200, 422, 429].includes(s)),
        statuses.join(','),
      ).toBe(true);
      expect(statuses.filter((s) => s === 422).length).toBeLessThanOrEqual(4);
      expect(judged).toBeLessThanOrEqual(5);
    }
  });

  it('runs replacements of one user’s roles one at a time: the last set wins whole', async () => {
    const target = await t.newUser();
    const [jakarta, bandung, surabaya] = t.seed.outletIds as [number, number, number];
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    const manager = t.seed.roleIds['Outlet Manager']!;
    const finance = t.seed.roleIds['Finance']!;
    const setA = [
      { role_id: cashier, outlet_id: jakarta },
      { role_id: manager, outlet_id: bandung },
    ];
    const setB = [{ role_id: finance }, { role_id: cashier, outlet_id: surabaya }];
    const key = (roles: { role_id: number; outlet_id?: number | null }[]) =>
      roles
        .map((r) => `${r.role_id}@${r.outlet_id ?? '-'}`)
        .sort()
        .join(' ');
    for (let trial = 0; trial < 5; trial++) {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          admin.PUT('/usr/v1/users/{user_id}/roles', {
            params: { path: { user_id: target.id } },
            body: { roles: i % 2 ? setA : setB },
          }),
        ),
      );
      expect(results.map((r) => r.response.status)).toEqual(Array(20).fill(200));
      const held = (await admin.GET('/usr/v1/users/{user_id}', { params: { path: { user_id: target.id } } })).data!.data
        .roles;
      expect([key(setA), key(setB)]).toContain(key(held));
    }
  });

  it('answers 40 identical replacements at once without a failure', async () => {
    const target = await t.newUser();
    const roles = [{ role_id: t.seed.roleIds['Outlet Cashier']!, outlet_id: t.seed.outletIds[0]! }];
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        admin.PUT('/usr/v1/users/{user_id}/roles', { params: { path: { user_id: target.id } }, body: { roles } }),
      ),
    );
    expect(results.map((r) => r.response.status)).toEqual(Array(40).fill(200));
    expect(results.at(-1)!.data!.data.roles).toHaveLength(1);
  });

  it('creates one user of many sent at once with the same email, or the same phone written any way', async () => {
    const statuses = (results: { response: Response }[]) => results.map((r) => r.response.status).sort();
    const email = uniqueUserBody().email;
    const sameEmail = await Promise.all(
      Array.from({ length: 12 }, () => admin.POST('/usr/v1/users', { body: { ...uniqueUserBody(), email } })),
    );
    expect(statuses(sameEmail)).toEqual([201, ...Array(11).fill(409)]);
    const national = uniqueUserBody().phone_number.slice(1);
    const prefixes = ['0', '62', '+62'];
    const samePhone = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin.POST('/usr/v1/users', { body: { ...uniqueUserBody(), phone_number: prefixes[i % 3] + national } }),
      ),
    );
    expect(statuses(samePhone)).toEqual([201, ...Array(11).fill(409)]);
    expect(samePhone.find((r) => r.response.status === 409)!.error!.errors[0]!.field).toBe('phone_number');
    const found = await admin.GET('/usr/v1/users', { params: { query: { search_phone: national } } });
    expect(found.data!.meta.total).toBe(1);
  });

  it('lets one of two users take an email at the same moment; the other gets 409', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => admin.POST('/usr/v1/users', { body: uniqueUserBody() })));
    const email = uniqueUserBody().email;
    const results = await Promise.all(
      [a!, b!].map(({ data }) =>
        admin.PUT('/usr/v1/users/{user_id}', {
          params: { path: { user_id: data!.data.id } },
          body: { name: data!.data.name, phone_number: data!.data.phone_number, email },
        }),
      ),
    );
    expect(results.map((r) => r.response.status).sort()).toEqual([200, 409]);
  });

  it('lets a role edit and an assignment of that role elsewhere pass one after the other, never both', async () => {
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const role = (scopes: AdminScope[]) => t.newRole(scopes, { label: 'Race' });
    // Bandung's lead may widen a role held only at Bandung; Jakarta's desk may hand out the narrow
    // role at Jakarta. Whichever goes second would break the other's rule: an edit of a role held
    // where its editor lacks the scopes, or an assignment granting scopes its assigner lacks there.
    const bandungLead = await role(['view_admin_user', 'view_admin_order', 'view_admin_invoices']);
    const jakartaDesk = await role(['view_admin_user', 'view_admin_order']);
    const lead = await t.newUser({ roles: [{ role: bandungLead.name, outlet: bandung }] });
    const desk = await t.newUser({ roles: [{ role: jakartaDesk.name, outlet: jakarta }] });
    for (let trial = 0; trial < 12; trial++) {
      const till = await role(['view_admin_order']);
      await t.newUser({ roles: [{ role: till.name, outlet: bandung }] });
      const hire = await t.newUser({ createdBy: desk.id });
      const [edit, assign] = await Promise.all([
        lead.PUT('/adm/v1/roles/{role_id}', {
          params: { path: { role_id: till.id } },
          body: { name: till.name, type: 'USER', description: '', scopes: ['view_admin_order', 'view_admin_invoices'] },
        }),
        desk.PUT('/usr/v1/users/{user_id}/roles', {
          params: { path: { user_id: hire.id } },
          body: { roles: [{ role_id: till.id, outlet_id: jakarta }] },
        }),
      ]);
      const statuses = [edit.response.status, assign.response.status];
      expect(statuses.sort()).toEqual([200, 403]);
      const now = await admin.GET('/adm/v1/roles/{role_id}', { params: { path: { role_id: till.id } } });
      const held = await admin.GET('/usr/v1/users/{user_id}', { params: { path: { user_id: hire.id } } });
      if (edit.response.status === 200) {
        expect(now.data!.data.scopes).toEqual(['view_admin_order', 'view_admin_invoices']);
        expect(held.data!.data.roles).toEqual([]);
      } else {
        expect(now.data!.data.scopes).toEqual(['view_admin_order']);
        expect(held.data!.data.roles.map((r) => r.outlet_name)).toEqual(['Jakarta Kemang']);
      }
    }
  });
});
