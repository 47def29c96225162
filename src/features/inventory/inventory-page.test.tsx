// The inventory screens through the real router and hooks, against the in-memory database (seeded
// with the contract's examples at Jakarta Kemang: Taro Milk Tea 64 on hand, Fresh Milk 1 L 12,000 ml,
// Brown Sugar Boba Milk 0), so an adjustment shows in the stock and in the movement log.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveMockDb } from '@/testing/handlers';
import { renderApp, sessionWith, signIn } from '@/testing/render';
// The screen fetches its form's code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './adjust-form';

const KEMANG = { id: 1, name: 'Jakarta Kemang', admin_scope: ['view_admin_inventory' as const] };
const BANDUNG = { id: 2, name: 'Bandung Dago', admin_scope: ['view_admin_inventory' as const] };

async function openScreen(url = '/inventory?outlet_id=1') {
  signIn({ ...sessionWith(), outlets: [KEMANG, BANDUNG] });
  serveMockDb();
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Taro Milk Tea/ });
  return view;
}

const row = (name: RegExp) => screen.getByRole('row', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Adjust stock' });

describe('the inventory screens', () => {
  it('deduct stock from a row, show the new stock, and log the movement', async () => {
    const { router } = await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    expect(screen.getByTestId('inventory-scope')).toHaveTextContent('Stock at Jakarta Kemang');
    expect(screen.getByRole('textbox', { name: 'Outlet' })).toHaveValue('Jakarta Kemang');
    expect(within(row(/Taro Milk Tea/)).getByText('64')).toBeInTheDocument();

    await userEvent.click(within(row(/Taro Milk Tea/)).getByRole('button', { name: 'Adjust stock of Taro Milk Tea' }));
    await userEvent.click(within(dialog()).getByRole('textbox', { name: 'Tagging' }));
    await userEvent.click(await screen.findByRole('option', { name: 'hilang (lost)' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Quantity' }), '5');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Note' }), 'Missing after the stock count');
    expect(within(dialog()).getByText(/Stock after/)).toHaveTextContent('Stock after: 59');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save adjustment' }));

    expect(await screen.findByText('Stock adjusted')).toBeInTheDocument();
    await waitFor(() => expect(within(row(/Taro Milk Tea/)).getByText('59')).toBeInTheDocument());

    await userEvent.click(within(row(/Taro Milk Tea/)).getByRole('link', { name: 'Movements of Taro Milk Tea' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/movements'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory Movements' })).toBeInTheDocument();
    const movement = await screen.findByRole('row', { name: /Missing after the stock count/ });
    expect(movement).toHaveTextContent('−5');
    expect(movement).toHaveTextContent('64 → 59');
    expect(within(movement).getByText('Lost')).toBeInTheDocument();
    expect(within(movement).getByText('Adjustment')).toBeInTheDocument();
    expect(movement).toHaveTextContent('Jakarta Kemang');
    expect(router.state.location.search).toMatchObject({ outlet_id: 1 });
    expect(screen.queryByRole('row', { name: /Fresh Milk/ })).not.toBeInTheDocument();
  });

  it('keep the SKU name search of the URL, over every outlet when none is chosen', async () => {
    signIn();
    serveMockDb();
    renderApp('/inventory?sku_name=fresh');
    const milk = await screen.findByRole('row', { name: /Fresh Milk 1 L/ });
    expect(milk).toHaveTextContent('12,000');
    expect(milk).toHaveTextContent('ml');
    expect(screen.queryByRole('row', { name: /Taro Milk Tea/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by SKU name' })).toHaveValue('fresh');
    expect(screen.getByTestId('inventory-scope')).toHaveTextContent('Stock summed over every outlet you reach');
  });

  it('offer no outlet to choose to someone who reaches one', async () => {
    signIn({ ...sessionWith(), outlets: [KEMANG] });
    serveMockDb();
    renderApp('/inventory');
    await screen.findByRole('row', { name: /Taro Milk Tea/ });
    expect(screen.getByRole('textbox', { name: 'Search by SKU name' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Outlet' })).not.toBeInTheDocument();
  });

  it('link a sale in the movement log to its order', async () => {
    signIn();
    serveMockDb();
    renderApp('/inventory/movements');
    const sale = await screen.findByRole('row', { name: /Sale, order #1042/ });
    expect(within(sale).getByText('Sale')).toBeInTheDocument();
    expect(within(sale).getByText('System')).toBeInTheDocument();
    expect(within(sale).getByRole('link', { name: 'Order #1042' })).toHaveAttribute('href', '/order?view=1042');
  });

  it("name each movement's document under Reference and word the system's notes in the reader's language", async () => {
    signIn();
    serveMockDb();
    renderApp('/inventory/movements');
    const receipt = await screen.findByRole('row', { name: /Goods receipt for PO-2026-11-0042/ });
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /PO number/ })).not.toBeInTheDocument();
    expect(within(receipt).getByRole('link', { name: 'Purchase order PO-2026-11-0042' })).toHaveAttribute(
      'href',
      '/purchase-order/42/detail?po_number=PO-2026-11-0042',
    );
    // A note a person typed stays as typed.
    expect(screen.getByRole('row', { name: /Cups dropped during the morning delivery/ })).toBeInTheDocument();

    await i18n.changeLanguage('id');
    const sale = await screen.findByRole('row', { name: /Penjualan, pesanan #1042/ });
    expect(within(sale).getByRole('link', { name: 'Pesanan #1042' })).toHaveAttribute('href', '/order?view=1042');
    expect(screen.getByRole('row', { name: /Penerimaan barang untuk PO-2026-11-0042/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Referensi' })).toBeInTheDocument();
    expect(screen.queryByText(/Sale, order|Goods receipt for/)).not.toBeInTheDocument();
  });
});
