// Discounts wherever an order's money shows: each by its promotion's name (a voucher with its code,
// points as points) above the charges in the amounts, each line's share under its subtotal, and on
// the receipt a line per discount in the receipt's language.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetOrderReceiptResponseMock } from '@generated/hooks/tax/tax.msw';
import { LineItemsTable } from '@/components/data-table/line-items-table';
import { ReceiptDocument } from '@/components/document/receipt';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { OrderAmounts, type OrderAmountFigures } from './order-amounts';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const discounts = [
  {
    promotion_id: 4,
    name: 'Member day BOGO',
    amount: 22000,
    funded_by: 'brand' as const,
    code: null,
    points: 0,
    lines: [{ line: 0, amount: 22000 }],
  },
  {
    promotion_id: 9,
    name: 'App voucher 10k',
    amount: 10000,
    funded_by: 'outlet' as const,
    code: 'TEH-7K2Q9MXA',
    points: 0,
    lines: [{ line: 1, amount: 10000 }],
  },
  {
    promotion_id: null,
    name: 'Points',
    amount: 5000,
    funded_by: 'brand' as const,
    code: null,
    points: 5000,
    lines: [{ line: 1, amount: 5000 }],
  },
];

const amounts: OrderAmountFigures = {
  subtotal: 66000,
  discount_total: 37000,
  discounts,
  service_charge: 1450,
  tax: 3045,
  tax_included: 0,
  rounding: 5,
  total_amount: 33500,
  pbjt_rate_percent: 10,
  service_charge_percent: 5,
  prices_include_tax: false,
};

const lines = (container: HTMLElement) =>
  within(container)
    .getAllByTestId(/^amount-/)
    .map((row) => plain(row.textContent));

describe("an order's amounts", () => {
  it('show each discount by name above the service charge and PBJT, a voucher with its code, points as points', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<OrderAmounts amounts={amounts} />);
    expect(lines(screen.getByTestId('order-amounts'))).toEqual([
      'SubtotalRp 66,000',
      'Member day BOGO-Rp 22,000',
      'App voucher 10k · TEH-7K2Q9MXA-Rp 10,000',
      'Points (5,000)-Rp 5,000',
      'Service charge 5%Rp 1,450',
      'PBJT 10%Rp 3,045',
      'Rounding+Rp 5',
      'TotalRp 33,500',
    ]);
  });

  it('show one Discount line when the discounts are not itemised, and none without a discount', async () => {
    await i18n.changeLanguage('en');
    const { rerender } = renderWithProviders(<OrderAmounts amounts={{ ...amounts, discounts: undefined }} />);
    expect(lines(screen.getByTestId('order-amounts'))[1]).toBe('Discount-Rp 37,000');
    rerender(<OrderAmounts amounts={{ ...amounts, discount_total: 0, discounts: [] }} />);
    expect(screen.queryByText(/Discount|BOGO/)).not.toBeInTheDocument();
  });
});

describe("an order's lines", () => {
  it("show each line's share of the discounts under its subtotal", async () => {
    await i18n.changeLanguage('en');
    const item = {
      id: 1,
      sku_id: 12,
      sku_name: 'Milk Tea',
      quantity: 2,
      price: 22000,
      subtotal: 44000,
      discount: 22000,
    };
    renderWithProviders(
      <LineItemsTable
        items={[item, { ...item, id: 2, sku_name: 'Thai Tea', quantity: 1, subtotal: 22000, discount: 0 }]}
        headings={['Item', 'Qty', 'Price', 'Subtotal']}
        minWidth={340}
        discountLabel="Discount"
      />,
    );
    const shares = screen.getAllByTestId('line-discount');
    expect(shares.map((s) => plain(s.textContent))).toEqual(['Discount -Rp 22,000']);
    expect(screen.getByRole('row', { name: /Milk Tea/ })).toContainElement(shares[0]!);
  });
});

describe('the receipt', () => {
  const receipt = {
    ...getGetOrderReceiptResponseMock().data,
    lines: [{ ...getGetOrderReceiptResponseMock().data.lines[0]!, quantity: 2, subtotal: 44000, discount: 22000 }],
    subtotal: 44000,
    discount_total: 27000,
    discounts: [discounts[0]!, { ...discounts[2]!, lines: [{ line: 0, amount: 5000 }] }],
    total_amount: 17000,
  };
  const rows = () =>
    [...screen.getByTestId('receipt').querySelectorAll('.receipt-row')].map((row) =>
      [...row.children].map((c) => plain(c.textContent)).join(' | '),
    );

  it('prints a line per discount, and each line its share', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ReceiptDocument receipt={receipt} width={80} language="en" />);
    await screen.findByTestId('receipt');
    expect(rows()).toEqual(
      expect.arrayContaining(['Discount | -Rp 22,000', 'Member day BOGO | -Rp 22,000', 'Points (5,000) | -Rp 5,000']),
    );
    expect(rows().indexOf('Member day BOGO | -Rp 22,000')).toBeGreaterThan(rows().indexOf('Subtotal | Rp 44,000'));
  });

  it("in the receipt's language", async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ReceiptDocument receipt={receipt} width={58} language="id" />);
    await screen.findByTestId('receipt');
    expect(rows()).toEqual(
      expect.arrayContaining(['Diskon | -Rp 22.000', 'Member day BOGO | -Rp 22.000', 'Poin (5.000) | -Rp 5.000']),
    );
  });
});
