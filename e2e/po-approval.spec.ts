// Purchase-order approval end to end: the admin sets an approval threshold on the Settings screen; a
// buyer's purchase order above it waits (no receiving, the print says it awaits approval, the API
// refuses a receipt with 409); the admin, told live, approves it from the Approvals queue; then the
// buyer receives it. In Bahasa Indonesia on a phone, the queue rejects one with a reason.
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { apiToken, expect, test } from './support/test';
import { ADMIN, type DemoUser } from './support/users';

const THRESHOLD = 5_000_000;
const tag = () => Date.now().toString(36).slice(-5).toUpperCase();

/** What the walk reads of an answer: a record with an id, a list of them, or the errors. */
interface Answer {
  data: { id: number; [field: string]: unknown } & { [index: number]: { id: number } };
  errors: { detail: string }[];
}

async function call(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  return { status: response.status(), body: (await response.json()) as Answer };
}

async function setThreshold(request: APIRequestContext, threshold: number | null) {
  const token = await apiToken(request, ADMIN);
  const current = (await call(request, token, 'get', '/adm/v1/settings')).body.data;
  const { updated_at: _ignored, ...rest } = current;
  const saved = await call(request, token, 'put', '/adm/v1/settings', { ...rest, po_approval_threshold: threshold });
  expect(saved.status).toBe(200);
}

/** A buyer who sees and writes purchase orders everywhere, and approves nothing. */
async function makeBuyer(request: APIRequestContext): Promise<DemoUser & { name: string }> {
  const token = await apiToken(request, ADMIN);
  const suffix = tag();
  const role = await call(request, token, 'post', '/adm/v1/roles', {
    name: `Approval Buyer ${suffix}`,
    type: 'ADMIN',
    description: 'Buys, cannot approve',
    scopes: ['view_admin_purchase_order'],
  });
  expect(role.status).toBe(201);
  const person = {
    name: `Buyer ${suffix}`,
    email: `buyer.${suffix.toLowerCase()}@example.com`,
    phone_number: `0812${String(Date.now()).slice(-8)}`,
    password: 'Buyer2026x',
    confirm_password: 'Buyer2026x',
  };
  const made = await call(request, token, 'post', '/usr/v1/users', person);
  expect(made.status).toBe(201);
  const assigned = await call(request, token, 'put', `/usr/v1/users/${made.body.data.id}/roles`, {
    roles: [{ role_id: role.body.data.id }],
  });
  expect(assigned.status).toBe(200);
  return { email: person.email, password: person.password, name: person.name };
}

/** A purchase order of Boba Pearl from CV Boba Jaya worth quantity × 100.000, made by `user` through the API. */
async function makeOrder(request: APIRequestContext, user: DemoUser, quantity: number) {
  const admin = await apiToken(request, ADMIN);
  const vendor = (await call(request, admin, 'get', '/adm/v1/vendors?name=Boba%20Jaya')).body.data[0]!;
  const sku = (await call(request, admin, 'get', '/adm/v1/skus?name=Boba%20Pearl')).body.data[0]!;
  const total = quantity * 100_000;
  const poNumber = `PO-APPROVAL-${tag()}`;
  const made = await call(request, await apiToken(request, user), 'post', '/adm/v1/purchase-orders', {
    po_number: poNumber,
    vendor_id: vendor.id,
    buyer: 'Rina Wulandari',
    delivery_address: 'Jl. Kemang Raya No. 12, Jakarta Selatan',
    expected_delivery_date: '2026-12-24',
    shipping_method: 'Truck delivery',
    shipping_terms: 'FOB Destination',
    payment_method: 'Bank transfer',
    payment_terms: 'Net 30',
    bank_name: 'Bank Central Asia',
    bank_account_name: 'CV Boba Jaya',
    bank_account_number: '8730012345',
    subtotal: total,
    tax: 0,
    total_amount: total,
    items: [{ item_name: 'Tapioca Pearls 3 kg', sku: sku.id, quantity, unit_price: 100_000, total_price: total }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { id: number; po_number: string; approval_status: string; items: { id: number }[] };
}

async function signIn(page: Page, baseURL: string, user: DemoUser, path: string) {
  const token = await apiToken(page.request, user);
  await page.context().addCookies([{ name: 'token', value: token, url: baseURL }]);
  await page.goto(path);
}

test.afterAll(async ({ playwright, baseURL }) => {
  // The other walks share this database: their purchase orders must not wait for approval.
  const request = await playwright.request.newContext({ baseURL });
  await setThreshold(request, null);
  await request.dispose();
});

test('a purchase order above the threshold waits for another user to approve it before it is received', async ({
  page,
  browser,
  baseURL,
  openSignedIn,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const buyer = await makeBuyer(page.request);

  // The admin sets the threshold on the Settings screen.
  await openSignedIn(ADMIN, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Approval threshold (Rp)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const threshold = page.getByRole('textbox', { name: 'Approval threshold (Rp)' });
  await threshold.fill(String(THRESHOLD));
  await page.getByRole('textbox', { name: 'Company name' }).fill('PT Teahouse Nusantara');
  await page.getByRole('textbox', { name: 'Company address' }).fill('Jl. Kemang Raya No. 8, Jakarta Selatan 12730');
  await page.getByRole('textbox', { name: 'NPWP' }).fill('12-34');
  await page.getByRole('textbox', { name: 'Company phone' }).fill('12345');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('NPWP must be 15 or 16 digits')).toBeVisible();
  await expect(page.getByText('Invalid Indonesian phone number format')).toBeVisible();
  await page.getByRole('textbox', { name: 'NPWP' }).fill('012345678901000');
  await page.getByRole('textbox', { name: 'Company phone' }).fill('021-7180-123');
  await page.getByRole('textbox', { name: 'Company email' }).fill('purchasing@teahouse.co.id');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The admin waits on the Approvals screen; the buyer's order of Rp 6.000.000 arrives live.
  await page.goto('/approvals');
  await expect(page.getByRole('heading', { name: 'Approvals', level: 1 })).toBeVisible();
  const below = await makeOrder(page.request, buyer, 49);
  expect(below.approval_status).toBe('NOT_REQUIRED');
  const po = await makeOrder(page.request, buyer, 60);
  expect(po.approval_status).toBe('AWAITING_APPROVAL');
  await expect(
    page.getByText(`Purchase order ${po.po_number} at Jakarta Kemang (Rp\u00a06,000,000) awaits your approval`),
  ).toBeVisible();
  const card = page.getByTestId('approval-card').filter({ hasText: po.po_number });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('approval-card').filter({ hasText: below.po_number })).toHaveCount(0);
  await expect(page.getByTestId('approval-count')).toBeVisible();

  // The buyer, in a browser of their own, cannot receive it yet, nor print it for the vendor.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const buyerPage = await context.newPage();
  await signIn(buyerPage, baseURL!, buyer, `/purchase-order/${po.id}/detail?po_number=${po.po_number}`);
  await expect(buyerPage.getByRole('heading', { name: `Purchase Order detail ${po.po_number}` })).toBeVisible();
  await expect(buyerPage.getByTestId('po-approval')).toContainText('Awaiting approval');
  await expect(buyerPage.getByRole('button', { name: 'Receive goods' })).toBeHidden();
  await expect(buyerPage.getByRole('button', { name: 'Approve' })).toBeHidden();
  await buyerPage.emulateMedia({ media: 'print' });
  await expect(buyerPage.getByTestId('po-print-held')).toContainText('Awaiting approval');
  await expect(buyerPage.getByText('Authorised signature')).toBeHidden();
  await buyerPage.emulateMedia({ media: 'screen' });
  const buyerToken = await apiToken(buyerPage.request, buyer);
  const refused = await call(buyerPage.request, buyerToken, 'post', `/adm/v1/purchase-orders/${po.id}/inbounds`, {
    purchase_order_id: po.id,
    items: [{ item_id: po.items[0]!.id, quantity_received: 60, received_at: '2026-12-24' }],
  });
  expect(refused.status).toBe(409);
  expect(refused.body.errors[0]!.detail).toBe('This purchase order is awaiting approval and cannot receive goods');

  // The admin approves it from the queue.
  await page.screenshot({ path: 'docs/screenshots/po-approval-en-1440.png' });
  await card.getByRole('button', { name: `Approve ${po.po_number}` }).click();
  await expect(page.getByText('Purchase order approved')).toBeVisible();
  await expect(card).toBeHidden();
  // The approval is in the audit trail: who approved, and the approval status before and after.
  await page.goto(`/audit-log?record_type=purchase_order&record_id=${po.id}`);
  const approval = page.getByRole('row').filter({ hasText: 'Purchase order approved' });
  await expect(approval).toContainText('Approval status');
  await expect(approval).toContainText('Awaiting approval → Approved');
  await expect(page.getByRole('row').filter({ hasText: 'Purchase order created' })).toBeVisible();

  // The list filters by approval, and the buyer now receives the goods.
  await buyerPage.goto(`/purchase-order?approval_status=APPROVED&po_number=${po.po_number}`);
  await expect(buyerPage.getByRole('row', { name: new RegExp(po.po_number) }).getByText('Approved')).toBeVisible();
  await buyerPage.goto(`/purchase-order/${po.id}/detail?po_number=${po.po_number}`);
  await expect(buyerPage.getByTestId('po-approval')).toContainText(/Approved by Super Admin|Approved by .+ on \d/);
  // Approved, it prints as the document alone, under the chain's letterhead, to the vendor's address.
  await buyerPage.emulateMedia({ media: 'print' });
  const letterhead = buyerPage.getByTestId('letterhead');
  await expect(letterhead).toContainText('PT Teahouse Nusantara');
  await expect(letterhead).toContainText('NPWP 01.234.567.8-901.000');
  await expect(letterhead).toContainText('Phone (021) 718-0123 · Email purchasing@teahouse.co.id');
  await expect(buyerPage.getByText(/^Attn: .+ · .+ · .+@.+$/)).toBeVisible();
  await expect(buyerPage.getByText('To: CV Boba Jaya')).toBeVisible();
  await expect(buyerPage.getByText('Authorised signature')).toBeVisible();
  await expect(buyerPage.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(buyerPage.getByRole('heading', { name: /Purchase Order detail/, level: 1 })).toBeHidden();
  await buyerPage.screenshot({ path: 'docs/screenshots/po-print-en-1440.png', fullPage: true });
  await expect(buyerPage.getByRole('button', { name: 'Receive goods' })).toBeHidden();
  await buyerPage.emulateMedia({ media: 'screen' });
  await buyerPage.getByRole('button', { name: 'Receive goods' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: `Receive goods for ${po.po_number}` });
  await dialog.getByRole('textbox', { name: 'Quantity received Tapioca Pearls 3 kg' }).fill('60');
  await dialog.getByRole('button', { name: 'Record receipt' }).click();
  await expect(buyerPage.getByText('Goods received')).toBeVisible();
  await expect(buyerPage.getByText('Completed', { exact: true })).toBeVisible();
  await context.close();
});

test('the approvals queue reads Indonesian on a phone and rejects with a reason', async ({ page, openSignedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await setThreshold(page.request, THRESHOLD);
  const buyer = await makeBuyer(page.request);
  const po = await makeOrder(page.request, buyer, 75);

  await openSignedIn(ADMIN, '/approvals');
  await expect(page.getByRole('heading', { name: 'Persetujuan', level: 1 })).toBeVisible();
  const card = page.getByTestId('approval-card').filter({ hasText: po.po_number });
  await expect(card).toContainText('Rp\u00a07.500.000');
  await expect(card.getByRole('button', { name: `Setujui ${po.po_number}` })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/po-approval-queue-id-390.png', fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Tolak ${po.po_number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Tolak ${po.po_number}` });
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(dialog.getByText('Alasan wajib diisi')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alasan' }).fill('Melebihi anggaran bulan ini');
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(page.getByText('Pesanan pembelian ditolak')).toBeVisible();
  await expect(card).toBeHidden();

  await page.goto(`/purchase-order/${po.id}/detail?po_number=${po.po_number}`);
  const panel = page.getByTestId('po-approval');
  await expect(panel).toContainText('Ditolak');
  await expect(panel).toContainText('Alasan: Melebihi anggaran bulan ini');
  await expect(page.getByRole('button', { name: 'Terima barang' })).toBeHidden();
});
