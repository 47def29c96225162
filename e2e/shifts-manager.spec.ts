// A manager and the shifts: a shift closed with a cash variance beyond the chain's tolerance waits on
// the Approvals queue (the demo data has one; a test after it closes its own at an outlet of its
// own); the manager opens it, approves it with a note, and the Z report of its business day shows
// it with its variance, on a desktop (1440 px) and on a phone (390 px), in English and in Indonesian.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, expect, test } from './support/test';
import { ADMIN, type DemoUser } from './support/users';

const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

interface ShiftRow {
  id: number;
  outlet_id: number;
  outlet_name: string;
  register: string;
  business_date: string;
  opened_at: string;
  variance: number | null;
}

/**
 * The shift's row in the Z report: its register and outlet, and the time it opened (a register has
 * several a day, one opening when the last closed), as "08:10 WIB–" or, in Indonesian, "08.10 WIB–".
 */
const zRow = (page: Page, shift: ShiftRow) => {
  const [hours, minutes] = new Date(shift.opened_at)
    .toLocaleTimeString('en-GB', { timeZone: 'Asia/Jakarta', hour: '2-digit', minute: '2-digit' })
    .split(':');
  return page
    .getByRole('row')
    .filter({ hasText: `${shift.register} · ${shift.outlet_name}` })
    .filter({ hasText: new RegExp(`${hours}[:.]${minutes} WIB\\s*–`) });
};

async function call(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { data: Record<string, unknown> & { id: number } };
  expect(response.ok(), `${method} ${url}: ${JSON.stringify(body)}`).toBe(true);
  return body.data;
}

/** A cashier who sees shifts at every outlet and closes one: not the manager, who may then approve it. */
async function makeCashier(request: APIRequestContext, admin: string): Promise<DemoUser> {
  const suffix = tag();
  const role = await call(request, admin, 'post', '/adm/v1/roles', {
    name: `Shift Cashier ${suffix}`,
    type: 'ADMIN',
    description: 'Opens and closes shifts',
    scopes: ['view_admin_shift'],
  });
  const person = {
    name: `Cashier ${suffix}`,
    email: `cashier.${suffix.toLowerCase()}@example.com`,
    phone_number: `0813${String(Date.now()).slice(-8)}`,
    password: 'Cashier2026x',
    confirm_password: 'Cashier2026x',
  };
  const made = await call(request, admin, 'post', '/usr/v1/users', person);
  await call(request, admin, 'put', `/usr/v1/users/${made.id}/roles`, { roles: [{ role_id: role.id }] });
  return { email: person.email, password: person.password };
}

/**
 * A shift awaiting approval: the demo data's, else one closed Rp 60,000 short by a new cashier at a
 * new outlet's own register (so no other walk's counter is touched).
 */
async function shiftAwaitingApproval(request: APIRequestContext): Promise<ShiftRow> {
  const admin = await apiToken(request, ADMIN);
  const waiting = (await call(
    request,
    admin,
    'get',
    '/adm/v1/shifts?status=AWAITING_APPROVAL&size=100',
  )) as unknown as ShiftRow[];
  for (const shift of waiting) {
    // One the manager did not close, so may approve.
    const detail = (await call(request, admin, 'get', `/adm/v1/shifts/${shift.id}`)) as unknown as ShiftRow & {
      can_approve: boolean;
    };
    if (detail.can_approve) return detail;
  }
  const kemang = (await call(request, admin, 'get', '/adm/v1/outlets/1')) as unknown as {
    outlet_area: { area_id: number };
    outlet_owner: { id: number };
  };
  const suffix = tag();
  const register = `Till ${suffix}`;
  const outlet = await call(request, admin, 'post', '/adm/v1/outlets', {
    name: `Shift Kiosk ${suffix}`,
    address: 'Jl. Kemang Raya No. 20, Jakarta Selatan',
    is_hq: false,
    area_id: kemang.outlet_area.area_id,
    owner_id: kemang.outlet_owner.id,
    staff_ids: [],
    registers: [register],
  });
  const cashier = await apiToken(request, await makeCashier(request, admin));
  const opened = await call(request, cashier, 'post', '/adm/v1/shifts', {
    outlet_id: outlet.id,
    register,
    opening_float: 500_000,
  });
  await call(request, cashier, 'post', `/adm/v1/shifts/${opened.id}/close`, {
    counted_cash: 440_000,
    note: 'Short after the rush',
    denominations: [
      { value: 100_000, count: 4 },
      { value: 20_000, count: 2 },
    ],
  });
  return (await call(request, admin, 'get', `/adm/v1/shifts/${opened.id}`)) as unknown as ShiftRow;
}

async function approveFromQueue(
  page: Page,
  shift: ShiftRow,
  words: { review: RegExp; note: RegExp; approve: string; done: string },
) {
  const card = page.locator(`[data-testid="shift-approval-card"][data-shift-id="${shift.id}"]`);
  await card.getByRole('button', { name: words.review }).click();
  const drawer = page.getByRole('dialog', { name: `${shift.register} · ${shift.outlet_name}` });
  await expect(drawer.locator('[data-figure="variance"]')).toBeVisible();
  await drawer
    .getByRole('textbox', { name: words.note })
    .fill('Counted again with the shift lead; the difference was change given twice.');
  await drawer.getByRole('button', { name: words.approve, exact: true }).click();
  await expect(page.getByText(words.done)).toBeVisible();
  await expect(drawer.getByRole('button', { name: words.approve, exact: true })).toHaveCount(0);
}

test('a manager approves a variance awaiting approval, and the Z report of its day shows it (English, 1440 px and 390 px)', async ({
  page,
  openSignedIn,
}) => {
  const shift = await shiftAwaitingApproval(page.request);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await openSignedIn(ADMIN, '/approvals');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  await approveFromQueue(page, shift, {
    review: /^Review shift/,
    note: /^Approval note/,
    approve: 'Approve',
    done: 'Shift approved',
  });

  // The Z report, from the Reports menu, on the shift's business day.
  await page.goto(`/report-shifts?date=${shift.business_date}`);
  await expect(page.getByRole('heading', { name: 'Z Report', level: 1 })).toBeVisible();
  const row = zRow(page, shift);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Closed');
  await expect(row).toContainText(/-Rp/);
  await expect(page.getByRole('row', { name: /^Total/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/z-report-desktop-en.png', fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await page.setViewportSize({ width: 390, height: 900 });
  await expect(page.getByText(`${shift.register} · ${shift.outlet_name}`).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/z-report-phone-en.png', fullPage: true });
});

test('a manager approves a variance in Indonesian on a phone, and the Z report shows it at 390 px and 1440 px', async ({
  page,
  openSignedIn,
}) => {
  const shift = await shiftAwaitingApproval(page.request);
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 900 });
  await openSignedIn(ADMIN, '/approvals');
  await expect(page.getByRole('heading', { name: 'Persetujuan', level: 1 })).toBeVisible();
  await approveFromQueue(page, shift, {
    review: /^Tinjau shift/,
    note: /^Catatan persetujuan/,
    approve: 'Setujui',
    done: 'Shift disetujui',
  });

  // The shift's drawer, where the counter's "X report" leads, shows the approval.
  await page.goto(`/shift?view=${shift.id}`);
  const drawer = page.getByRole('dialog', { name: `${shift.register} · ${shift.outlet_name}` });
  await expect(drawer.getByText('Persetujuan', { exact: true })).toBeVisible();
  await expect(drawer.locator('[data-figure="variance"]')).toContainText('Selisih');
  await page.keyboard.press('Escape');

  await page.goto(`/report-shifts?date=${shift.business_date}`);
  await expect(page.getByRole('heading', { name: 'Laporan Z', level: 1 })).toBeVisible();
  await expect(page.getByText(`${shift.register} · ${shift.outlet_name}`).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/z-report-phone-id.png', fullPage: true });

  await page.setViewportSize({ width: 1440, height: 1000 });
  const row = zRow(page, shift);
  await expect(row).toContainText('Ditutup');
  await expect(page.getByRole('columnheader', { name: 'Selisih' })).toBeVisible();
  await page.screenshot({ path: 'test-results/z-report-desktop-id.png', fullPage: true });
});
