// The Reorder screen through the real router and hooks, against the contract's examples: the
// suggestions with their figures and the draft of purchase orders by vendor, and the rules table
// saved all at once, a refused figure shown at its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
import { draftTotals, lineValue, transferLink } from './reorder-figures';

const BANDUNG = {
  id: 2,
  name: 'Bandung Dago',
  admin_scope: ['view_admin_inventory' as const, 'view_admin_purchase_order' as const],
};

function open(url = '/inventory/reorder?outlet_id=2') {
  signIn({ ...sessionWith(), outlets: [BANDUNG] });
  return renderApp(url);
}

describe('the reorder figures', () => {
  it('value a line in whole purchase units and total the draft per vendor', () => {
    expect(lineValue(15000, 1000, 18500)).toBe(277500);
    expect(lineValue(15001, 1000, 18500)).toBe(16 * 18500);
    expect(lineValue(10, 1, null)).toBeNull();
    const totals = draftTotals(
      [
        { vendor_id: 2, quantity: 2000, units_per_purchase: 1000, last_unit_price: 100 },
        { vendor_id: 1, quantity: 5, units_per_purchase: 1, last_unit_price: 10 },
        { vendor_id: 2, quantity: 1, units_per_purchase: 1, last_unit_price: null },
      ],
      (id) => (id === 1 ? 'CV Alpha' : 'PT Beta'),
    );
    expect(totals).toEqual([
      { vendorId: 1, name: 'CV Alpha', lines: 1, total: 50 },
      { vendorId: 2, name: 'PT Beta', lines: 2, total: null },
    ]);
    expect(transferLink(2, [{ skuId: 41, quantity: 15000 }])).toBe(
      '/stock-transfer/new?to_outlet_id=2&items=41%3A15000',
    );
  });
});

describe('the reorder screen', () => {
  it('shows a suggestion, edits it, and drafts the purchase order for its vendor', async () => {
    const draft = capture(
      'post',
      '/adm/v1/inventory/reorder-suggestions/purchase-orders',
      {
        data: [
          { id: 43, po_number: 'PO-2026-11-0043', vendor_id: 1, vendor_name: 'PT Susu Segar', total_amount: 296000 },
        ],
      },
      201,
    );
    api.use(draft.handler);
    open();
    const table = await screen.findByTestId('reorder-suggestions');
    const row = within(table).getByRole('row', { name: /Fresh Milk 1 L/ });
    expect(row).toHaveTextContent('3,000 ml');
    expect(row).toHaveTextContent('Rp 277,500');
    const quantity = within(row).getByRole('textbox', { name: 'Quantity of Fresh Milk 1 L' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '16000');
    await waitFor(() => expect(row).toHaveTextContent('16 purchase units'));
    expect(screen.getByRole('link', { name: 'Transfer from head office' })).toHaveAttribute(
      'href',
      '/stock-transfer/new?to_outlet_id=2&items=41%3A16000',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Draft purchase orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Draft purchase orders?' });
    // Vendor 1 as the vendor list names it; 16 cartons at the last price.
    expect(dialog).toHaveTextContent('PT Sumber Teh Nusantara (1 line)');
    expect(dialog).toHaveTextContent('Rp 296,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft purchase orders' }));
    const link = await screen.findByRole('link', { name: /PO-2026-11-0043/ });
    expect(link).toHaveAttribute('href', '/purchase-order/43/detail');
    expect(draft.bodies).toEqual([{ outlet_id: 2, items: [{ sku_id: 41, quantity: 16000, vendor_id: 1 }] }]);
  });

  it('saves every rule at once and shows a refused figure at its field', async () => {
    api.use(
      apiError(
        'put',
        '/adm/v1/inventory/reorder-rules',
        422,
        'Maximum cannot be below the minimum',
        'rules.0.max_quantity',
      ),
    );
    open();
    const rules = await screen.findByTestId('reorder-rules');
    const max = within(rules).getByRole('textbox', { name: 'Maximum of Fresh Milk 1 L' });
    await userEvent.clear(max);
    await userEvent.type(max, '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    expect(await within(rules).findByText('Maximum cannot be below the minimum')).toBeInTheDocument();

    const saved = capture('put', '/adm/v1/inventory/reorder-rules', { data: { saved: 0, removed: 1 } });
    api.use(saved.handler);
    await userEvent.click(within(rules).getByRole('button', { name: 'Remove the rule of Fresh Milk 1 L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(saved.bodies).toEqual([{ outlet_id: 2, rules: [], removed_sku_ids: [41] }]));
  });
});
