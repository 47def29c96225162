// Goods receipt of a SKU that tracks expiry, against the mocked API (the contract's example
// PO-2026-11-0042: 20 × Thai Tea Premium Mix 1 kg, SKU 1, here tracking expiry; 10 × Taro Powder,
// SKU 3, not): the line asks for the expiry date printed on what arrived, refuses to send without it,
// and the other line has no such field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetPurchaseOrderResponseMock } from '@generated/hooks/purchase-orders/purchase-orders.msw';
import { getListSkusResponseMock } from '@generated/hooks/skus/skus.msw';
import { i18n } from '@/lib/i18n';
import { api, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

function serveOrder() {
  const skus = getListSkusResponseMock();
  const thaiTea = skus.data.find((sku) => sku.id === 1)!;
  api.use(
    http.get('*/adm/v1/skus', () =>
      HttpResponse.json({ ...skus, data: [{ ...thaiTea, tracks_expiry: true }], meta: { ...skus.meta, total: 1 } }),
    ),
  );
  const receipt = capture('post', '/adm/v1/purchase-orders/42/inbounds', getGetPurchaseOrderResponseMock(), 201);
  api.use(receipt.handler);
  return receipt.bodies;
}

async function openReceipt() {
  signIn();
  renderApp('/purchase-order/42/detail');
  await userEvent.click(await screen.findByRole('button', { name: 'Receive goods' }, { timeout: 20_000 }));
  return screen.findByRole('dialog', { name: 'Receive goods for PO-2026-11-0042' });
}

describe('goods receipt of a SKU that tracks expiry', () => {
  it('requires the expiry date next to the line before sending', async () => {
    const bodies = serveOrder();
    const dialog = await openReceipt();
    const expiry = await within(dialog).findByRole('textbox', { name: 'Expiry date Thai Tea Premium Mix 1 kg' });
    expect(within(dialog).queryByRole('textbox', { name: 'Expiry date Taro Powder 1 kg' })).not.toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Quantity received Thai Tea Premium Mix 1 kg' }),
      '5',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record receipt' }));
    expect(await within(dialog).findByText('Expiry date is required')).toBeInTheDocument();
    expect(expiry).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('asks for it in Indonesian too', async () => {
    serveOrder();
    await i18n.changeLanguage('id');
    signIn();
    renderApp('/purchase-order/42/detail');
    await userEvent.click(await screen.findByRole('button', { name: 'Terima barang' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('textbox', { name: 'Tanggal kedaluwarsa Thai Tea Premium Mix 1 kg' }),
    ).toBeInTheDocument();
  });
});
