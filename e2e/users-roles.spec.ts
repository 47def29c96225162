// Users and roles from the screens: an owner adds a cashier at an outlet, gives them a role and
// sees exactly what they can open; a new role's user count follows its assignment.
import { expect, test, apiToken, signInThroughForm } from './support/test';
import { ADMIN } from './support/users';

const tag = () => Date.now().toString(36);
/** A phone number no other run uses: 0857 and eight digits from the clock. */
const uniquePhone = () => `0857${String(Date.now()).slice(-8)}`;

test('a cashier is created, fixed after a bad phone, given Outlet Cashier at Surabaya, and sees only what it opens', async ({
  page,
  openSignedIn,
  browser,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = `Kasir Surabaya ${tag()}`;
  const email = `kasir.${tag()}@example.com`;
  const phone = uniquePhone();
  await openSignedIn(ADMIN, '/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New user' }).click();
  const create = page.getByRole('dialog', { name: 'New user' });
  await create.getByRole('textbox', { name: 'Name' }).fill(name);
  await create.getByRole('textbox', { name: 'Phone number' }).fill('0712345678');
  await create.getByRole('textbox', { name: 'Email' }).fill(email);
  await create.getByLabel(/^Password/).fill('Kasir2026x');
  await create.getByLabel(/^Confirm password/).fill('Kasir2026x');
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(create.getByText('Invalid Indonesian phone number format')).toBeVisible();
  await create.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await create.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('User created')).toBeVisible();
  await expect(create).toBeHidden();

  await page.getByRole('textbox', { name: 'Search by name' }).fill(name);
  await expect(page).toHaveURL(/search_name=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(`+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`)).toBeVisible();
  await expect(row.getByText('No roles')).toBeVisible();

  await row.getByRole('button', { name: `Roles of ${name}` }).click();
  const roles = page.getByRole('dialog', { name: `Roles of ${name}` });
  await roles.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Outlet Cashier · USER' }).click();
  await roles.getByRole('textbox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Surabaya Tunjungan' }).click();
  const granted = roles.getByRole('list', { name: 'With these roles they can open' });
  await expect(granted.getByRole('listitem')).toHaveText([
    'Counter at Surabaya Tunjungan',
    'Orders at Surabaya Tunjungan',
    'Invoices at Surabaya Tunjungan',
    'Shifts and cash at Surabaya Tunjungan',
    'Prep board and waste at Surabaya Tunjungan',
  ]);
  await page.screenshot({ path: testInfo.outputPath('role-assignment-1440.png') });
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Roles saved')).toBeVisible();
  await expect(row.getByText('Outlet Cashier · Surabaya Tunjungan')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-1440.png') });

  // The cashier, in a browser of their own, sees the dashboard, the counter, Orders, the members
  // who order, the delivery platforms' settlements of their orders and Invoices, nothing else.
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const cashier = await context.newPage();
  await signInThroughForm(cashier, { email, password: 'Kasir2026x' });
  const menu = cashier.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Approvals',
    'Counter',
    'Prep board',
    'Orders',
    'Customers',
    'Channel Settlements',
    'Shifts',
    'Invoices',
  ]);
  await cashier.goto('/users');
  await expect(cashier.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await context.close();
});

test("a new role's user count follows its assignment", async ({ page, openSignedIn }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const roleName = `Menu Desk ${tag()}`;
  // The person to assign it to, made through the API: this test is about the role.
  const token = await apiToken(page.request, ADMIN);
  const person = { name: `Menu Editor ${tag()}`, email: `menu.${tag()}@example.com` };
  const made = await page.request.post('/usr/v1/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { ...person, phone_number: uniquePhone(), password: 'Menu2026x', confirm_password: 'Menu2026x' },
  });
  expect(made.status(), await made.text()).toBe(201);

  await openSignedIn(ADMIN, '/roles');
  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByRole('textbox', { name: 'Name' }).fill(roleName);
  await create.getByRole('checkbox', { name: 'Category' }).check();
  await create.getByRole('checkbox', { name: 'SKU' }).check();
  await create.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role created')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search roles by name' }).fill(roleName);
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(row.getByText('Category, SKU')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');

  await page.goto(`/users?search_name=${encodeURIComponent(person.name)}`);
  await page.getByRole('button', { name: `Roles of ${person.name}` }).click();
  const roles = page.getByRole('dialog', { name: `Roles of ${person.name}` });
  await roles.getByRole('textbox', { name: 'Role' }).click();
  await page.getByRole('option', { name: `${roleName} · USER` }).click();
  await roles.getByRole('textbox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: 'Jakarta Kemang', exact: true }).click();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Roles saved')).toBeVisible();

  await page.goto(`/roles?name=${encodeURIComponent(roleName)}`);
  await expect(
    page
      .getByRole('row', { name: new RegExp(roleName) })
      .getByRole('cell')
      .nth(4),
  ).toHaveText('1');
});

test('the user form and the roles screen read Indonesian on a phone', async ({ page, openSignedIn }, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/users');
  await expect(page.getByRole('heading', { name: 'Pengguna', level: 1 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('users-id-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Pengguna baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pengguna baru' });
  await dialog.getByRole('textbox', { name: 'Nomor telepon' }).fill('12345');
  await dialog.getByRole('button', { name: 'Buat pengguna' }).click();
  await expect(dialog.getByText('Nama wajib diisi')).toBeVisible();
  await expect(dialog.getByText('Format nomor telepon Indonesia tidak valid')).toBeVisible();
  await expect(dialog.getByText('Masukkan alamat email yang valid')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('user-form-id-390.png') });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Buang' }).click();

  await page.goto('/roles?type=USER');
  await expect(page.getByRole('heading', { name: 'Peran', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Outlet Cashier' }).getByText('Pesanan, Faktur'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Peran baru' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Peran baru' }).getByRole('checkbox', { name: 'Kategori' }),
  ).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('role-form-id-390.png') });
});
