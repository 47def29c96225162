// Payments that close the loop, as the demo admin: an order placed unpaid, as the customer app
// places it, is paid through the simulated gateway's signed notification and moves to Paid on the
// order desk by itself; its invoice shows the gateway's fee and the payment timeline, the payments
// report counts the fee, and cancelling the paid order refunds it. Then the same invoice read in
// Bahasa Indonesia on a phone.
import { placeUnpaidOrders } from './support/orders';
import { expect, test } from './support/test';
import { ADMIN } from './support/users';

test('an order paid through the gateway moves to Paid by itself, shows its fee, and is refunded once cancelled', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(ADMIN, '/order');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const order = (await placeUnpaidOrders(page.request, 'Bandung Dago'))[0]!;
  const row = page.locator('tbody tr', { hasText: `#${order.id}` });
  await expect(row).toContainText('Created');

  // The customer pays: the simulated gateway calls back, signed, and the desk follows by itself.
  const paid = await page.request.post('/usr/v1/dev/payments', {
    data: { invoice_id: order.invoice_id, outcome: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect(row).toContainText('Paid');
  await expect(row).not.toContainText('Created');

  await page.goto(`/invoice?view=${order.invoice_id}`);
  const invoice = page.getByRole('dialog', { name: /^Invoice INV\// });
  await expect(invoice.getByText('Gateway fee')).toBeVisible();
  await expect(invoice.getByText('Payment timeline (WIB)')).toBeVisible();
  await expect(invoice.getByText(/^Paid through /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-paid-1440.png') });

  await page.goto('/report-payments?type=daily');
  await expect(page.getByTestId('summary-fee_amount')).toContainText(/Rp\s?[1-9]/);

  // Cancelled after payment: the simulated gateway agrees to the refund at once.
  await page.goto(`/order?view=${order.id}`);
  const drawer = page.getByRole('dialog', { name: `Order #${order.id}` });
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  await page
    .getByRole('dialog', { name: `Cancel order #${order.id}?` })
    .getByRole('button', { name: 'Cancel order' })
    .click();
  await expect(page.getByText(`Order #${order.id} is now Cancelled`)).toBeVisible();

  await page.goto(`/invoice?view=${order.invoice_id}`);
  await expect(invoice.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(invoice.getByText('Refund requested')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-refunded-1440.png') });
});

test('a paid invoice reads its fee and timeline in Bahasa Indonesia on a phone', async ({
  page,
  openSignedIn,
}, testInfo) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(ADMIN, '/invoice');
  const order = (await placeUnpaidOrders(page.request, 'Bandung Dago'))[0]!;
  const paid = await page.request.post('/usr/v1/dev/payments', {
    data: { invoice_id: order.invoice_id, outcome: 'paid' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.goto(`/invoice?view=${order.invoice_id}`);
  const invoice = page.getByRole('dialog', { name: /^Faktur INV\// });
  await expect(invoice.getByText('Biaya gateway')).toBeVisible();
  await expect(invoice.getByText('Riwayat pembayaran (WIB)')).toBeVisible();
  await expect(invoice.getByText(/^Dibayar melalui /)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-paid-390-id.png'), fullPage: true });
});
