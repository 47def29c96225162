// The movement log's lot and waste reason, answered from the in-memory database: a write-off of an
// expired lot of milk (by its printed date) and a discarded batch of pearls (by the time it was made).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveMockDb } from '@/testing/handlers';
import { db } from '@/testing/mock-db';
import { renderApp, signIn } from '@/testing/render';

function addWaste() {
  const example = db.inventoryMovements.all()[0]!;
  db.inventoryMovements.insert({
    ...example,
    id: 901,
    sku_id: 12,
    sku_name: 'Fresh Milk 1 L',
    stock_unit: 'ml',
    change_type: 'deduct',
    quantity: 4000,
    source: 'waste',
    tagging: null,
    waste_reason: 'expired',
    lot: { id: 77, kind: 'lot', expires_at: '2026-11-19T17:00:00Z', expiry_date: '2026-11-19' },
  });
  db.inventoryMovements.insert({
    ...example,
    id: 902,
    sku_id: 81,
    sku_name: 'Cooked Tapioca Pearls',
    stock_unit: 'gr',
    change_type: 'deduct',
    quantity: 600,
    source: 'waste',
    tagging: null,
    waste_reason: 'quality',
    lot: { id: 501, kind: 'batch', expires_at: '2026-11-20T07:00:00Z', expiry_date: null },
  });
}

describe('the movement log', () => {
  it('shows the lot each movement changed and why waste was thrown away', async () => {
    serveMockDb();
    addWaste();
    signIn();
    renderApp('/inventory/movements');
    const milk = await screen.findByRole('row', { name: /Fresh Milk 1 L.*Waste/ }, { timeout: 20_000 });
    expect(within(milk).getByText('Waste')).toBeInTheDocument();
    expect(within(milk).getByText('Expired')).toBeInTheDocument();
    expect(milk).toHaveTextContent('Expires 19 Nov 2026');
    const pearls = screen.getByRole('row', { name: /Cooked Tapioca Pearls/ });
    expect(within(pearls).getByText('Quality')).toBeInTheDocument();
    expect(pearls).toHaveTextContent('Batch, until 20 Nov 2026 14:00 WIB');
    expect(screen.getByRole('columnheader', { name: 'Lot' })).toBeInTheDocument();
  });
});
