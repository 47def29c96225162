// The counter through the real router and hooks, against the mocked API (the contract's examples,
// an outlet menu of Thai Tea at Rp 22,000 discounted, Taro Milk Tea at Rp 26,000 and Brown Sugar
// Milk Tea at Rp 28,000 chosen with a size and toppings, and quotes priced from it: PBJT 10 % inside
// the prices and cash rounded to 100 unless a test says otherwise).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getCreateCounterOrderResponseMock,
  getGetCounterMenuMockHandler,
  getGetOutletAvailabilityMockHandler,
} from '@generated/hooks/counter/counter.msw';
import { getGetOrderQueryKey } from '@generated/hooks/orders/orders';
import { getGetOrderMockHandler } from '@generated/hooks/orders/orders.msw';
import { api, apiError, capture } from '@/testing/api';
import { COUNTER_MENU as MENU } from '@/testing/cup-menu';
import { quoteHandler, type QuoteCharges } from '@/testing/quotes';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const KEMANG = { id: 1, name: 'Jakarta Kemang', admin_scope: ['view_admin_counter' as const] };

const INCLUDED: QuoteCharges = { pbjtPercent: 10, pricesIncludeTax: true, cashRounding: 100 };

function openCounter(soldOut: { sku_id: number; sku_name: string }[] = [], charges: QuoteCharges = INCLUDED) {
  const quotes = quoteHandler('/adm/v1/counter/quote', MENU, charges);
  api.use(
    quotes.handler,
    getGetCounterMenuMockHandler({ data: { outlet_id: 1, registers: ['Counter 1'], products: MENU } }),
    getGetOutletAvailabilityMockHandler({
      data: {
        sold_out: soldOut.map((item) => ({ ...item, marked_at: '2026-11-20T03:15:00Z' })),
        sold_out_options: [],
      },
    }),
  );
  signIn({ ...sessionWith(), outlets: [KEMANG] });
  return { ...renderApp('/counter'), quotes };
}

const total = () => screen.getByTestId('cart-total');
/** The accessible name as the screen writes rupiah (a non-breaking space after Rp). */
const nb = (text: string) => text.replace(/Rp /g, 'Rp\u00a0');
const tile = (name: string) => screen.findByRole('button', { name: nb(name) });
const button = (name: string) => screen.getByRole('button', { name: nb(name) });
/** Pay, once the server has priced the cart as it is now. */
async function pay(name: string) {
  await waitFor(() => expect(button(name)).toBeEnabled());
  await userEvent.click(button(name));
}

describe('the counter', () => {
  it('adds products with the keyboard and previews the total at their selling prices', async () => {
    const { router } = openCounter();
    const thaiTea = await tile('Add Thai Tea, Rp 22,000');
    // The outlet the counter sells at goes into the URL.
    await waitFor(() => expect(router.state.location.search).toEqual({ outlet_id: 1 }));
    thaiTea.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    // Enter in the search box adds the first product found.
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'taro milk{Enter}');
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByLabelText('Quantity of Thai Tea')).toHaveTextContent('2');
    expect(lines[0]).toHaveTextContent('Rp 44,000');
    // The total is the server's quote of the cart as it is now.
    await waitFor(() => expect(total()).toHaveTextContent('Rp 70,000'));

    await userEvent.click(screen.getByRole('button', { name: 'One Thai Tea less' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rp 48,000'));
    await userEvent.click(screen.getByRole('button', { name: 'One Taro Milk Tea less' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await waitFor(() => expect(total()).toHaveTextContent('Rp 22,000'));
  });

  it('shows the change as the cash is typed, and sells without sending a price', async () => {
    const sale = capture('post', '/adm/v1/counter/orders', getCreateCounterOrderResponseMock(), 201);
    api.use(sale.handler);
    openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Thai Tea' }), 'less ice');
    await userEvent.type(screen.getByRole('textbox', { name: 'Customer name' }), 'Dewi');
    const cash = screen.getByRole('textbox', { name: 'Cash received' });
    await userEvent.type(cash, '40000');
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 4,000 short');
    await userEvent.click(button('Rp 50,000'));
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 6,000');
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 0');
    await userEvent.clear(cash);
    await userEvent.type(cash, '50000');

    await pay('Pay Rp 44,000');
    await waitFor(() =>
      expect(sale.bodies).toEqual([
        {
          outlet_id: 1,
          register: 'Counter 1',
          order_type: 'takeaway',
          items: [{ sku_id: 1, quantity: 2, note: 'less ice' }],
          customer_name: 'Dewi',
          notes: null,
          payment: { method: 'cash', tendered: 50_000 },
        },
      ]),
    );
    // The change to give, the server's receipt, and the way to print it and the cup labels.
    const dialog = await screen.findByRole('dialog', { name: 'Order #1031 paid' });
    expect(within(dialog).getByTestId('sale-change')).toHaveTextContent('Rp 6,000');
    // The sale's amounts as placed.
    const amounts = within(dialog).getByTestId('order-amounts');
    expect(within(amounts).getByTestId('amount-subtotal')).toHaveTextContent('SubtotalRp 44,000');
    expect(within(amounts).getByTestId('amount-pbjt')).toHaveTextContent('PBJT 10% (included)Rp 4,000');
    expect(within(amounts).getByTestId('amount-total')).toHaveTextContent('TotalRp 44,000');
    const receipt = await within(dialog).findByTestId('receipt');
    expect(receipt).toHaveTextContent('INV/20261120/00131');
    expect(receipt).toHaveTextContent('PBJT 10% (included)Rp 2,000');
    expect(receipt).toHaveTextContent('NameDewi');
    expect(within(dialog).getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/order/1031/receipt');
    expect(within(dialog).getByRole('link', { name: 'Print labels' })).toHaveAttribute('href', '/order/1031/labels');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
  });

  it('shows the quoted service charge, PBJT and cash rounding, and collects the quoted total', async () => {
    const { quotes } = openCounter([], {
      pbjtPercent: 10,
      pricesIncludeTax: false,
      servicePercent: 5,
      serviceOrderTypes: ['dine_in'],
      cashRounding: 100,
    });
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(screen.getByRole('radio', { name: 'Dine in' }));
    // 44,000 + 5 % service 2,200 + PBJT 10 % of 46,200 (4,620) = 50,820, in cash 50,800.
    await waitFor(() => expect(total()).toHaveTextContent('Rp 50,800'));
    expect(screen.getByTestId('amount-subtotal')).toHaveTextContent('SubtotalRp 44,000');
    expect(screen.getByTestId('amount-service')).toHaveTextContent('Service charge 5%Rp 2,200');
    expect(screen.getByTestId('amount-pbjt')).toHaveTextContent('PBJT 10%Rp 4,620');
    expect(screen.getByTestId('amount-rounding')).toHaveTextContent('Rounding-Rp 20');
    // The cash field, its quick amounts and the change follow the quoted total.
    await userEvent.type(screen.getByRole('textbox', { name: 'Cash received' }), '50000');
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 800 short');
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 0');
    // The server was asked for the cart without its notes, and a note asks nothing more.
    expect(quotes.asked.at(-1)).toEqual({
      outlet_id: 1,
      order_type: 'dine_in',
      payment_method: 'cash',
      items: [{ sku_id: 1, quantity: 2 }],
    });
    const asked = quotes.asked.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for Thai Tea' }), 'less ice');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quotes.asked).toHaveLength(asked);

    // QRIS is never rounded.
    await userEvent.click(screen.getByRole('radio', { name: 'QRIS' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rp 50,820'));
    expect(screen.queryByTestId('amount-rounding')).not.toBeInTheDocument();
    await waitFor(() => expect(button('Pay Rp 50,820')).toBeEnabled());
  });

  it('marks PBJT included in the prices, without rounding a round total', async () => {
    openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    expect(await screen.findByTestId('amount-pbjt')).toHaveTextContent('PBJT 10% (included)Rp 2,000');
    expect(total()).toHaveTextContent('Rp 22,000');
    expect(screen.queryByTestId('amount-service')).not.toBeInTheDocument();
    expect(screen.queryByTestId('amount-rounding')).not.toBeInTheDocument();
  });

  it("puts the quote's refusal next to the line it names", async () => {
    openCounter();
    api.use(apiError('post', '/adm/v1/counter/quote', 422, 'Thai Tea is sold out', 'items.0.sku_id'));
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    const line = screen.getByTestId('cart-line');
    expect(await within(line).findByRole('alert')).toHaveTextContent('Thai Tea is sold out');
  });

  it("sends the voucher code with the quote and the sale, and shows the quote's refusal of it at its field", async () => {
    const sale = capture('post', '/adm/v1/counter/orders', getCreateCounterOrderResponseMock(), 201);
    api.use(sale.handler);
    const { quotes } = openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    const voucher = screen.getByRole('textbox', { name: 'Voucher code' });
    api.use(apiError('post', '/adm/v1/counter/quote', 422, 'This voucher code has been used up', 'voucher_code'));
    await userEvent.type(voucher, 'TEH-USED');
    await waitFor(() => expect(voucher).toHaveAccessibleDescription('This voucher code has been used up'));
    // The refusal belongs to the voucher, not to the cart.
    expect(screen.queryByText('This voucher code has been used up', { selector: '[role=alert]' })).toBeNull();
    api.use(quotes.handler);
    await userEvent.clear(voucher);
    await userEvent.type(voucher, 'TEH-7K2Q9MXA');
    await waitFor(() => expect(quotes.asked.at(-1)).toMatchObject({ voucher_code: 'TEH-7K2Q9MXA' }));
    await waitFor(() => expect(voucher).not.toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    await pay('Pay Rp 22,000');
    await waitFor(() => expect(sale.bodies).toHaveLength(1));
    expect(sale.bodies[0]).toMatchObject({ voucher_code: 'TEH-7K2Q9MXA' });
  });

  it('collects the total as it is now with Exact tapped while one more cup is being priced', async () => {
    const sale = capture('post', '/adm/v1/counter/orders', getCreateCounterOrderResponseMock(), 201);
    api.use(sale.handler);
    openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await waitFor(() => expect(button('Pay Rp 22,000')).toBeEnabled());
    // One more, and Exact before the server has priced the cart again.
    await userEvent.click(screen.getByRole('button', { name: 'One Thai Tea more' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    expect(screen.getByRole('button', { name: 'Exact' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(total()).toHaveTextContent('Rp 44,000'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cash received' })).toHaveValue('Rp 44,000'));
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 0');
    await pay('Pay Rp 44,000');
    await waitFor(() =>
      expect(sale.bodies).toEqual([expect.objectContaining({ payment: { method: 'cash', tendered: 44_000 } })]),
    );
    expect(screen.queryByText(/Cash received must be at least/)).not.toBeInTheDocument();
  });

  it('stops following the total once the cashier types the cash', async () => {
    openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await waitFor(() => expect(button('Pay Rp 22,000')).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    const cash = screen.getByRole('textbox', { name: 'Cash received' });
    await userEvent.clear(cash);
    await userEvent.type(cash, '30000');
    expect(screen.getByRole('button', { name: 'Exact' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'One Thai Tea more' }));
    await waitFor(() => expect(total()).toHaveTextContent('Rp 44,000'));
    expect(cash).toHaveValue('Rp 30,000');
    expect(screen.getByTestId('change-due')).toHaveTextContent('Rp 14,000 short');
  });

  it('refuses cash short of the total at the field, before asking the server', async () => {
    const sale = capture('post', '/adm/v1/counter/orders', getCreateCounterOrderResponseMock(), 201);
    api.use(sale.handler);
    openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await pay('Pay Rp 22,000');
    expect(await screen.findByText('Cash received is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cash received' }), '20000');
    await pay('Pay Rp 22,000');
    expect(await screen.findByText('Cash received must be at least Rp 22,000')).toBeInTheDocument();
    expect(sale.bodies).toEqual([]);
  });

  it('shows a sold-out product as unavailable and does not add it', async () => {
    openCounter([{ sku_id: 3, sku_name: 'Taro Milk Tea' }]);
    const taro = await tile('Taro Milk Tea, sold out');
    expect(taro).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(taro);
    taro.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'taro milk{Enter}');
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    expect(total()).toHaveTextContent('Rp 0');
  });

  it('switches a product sold out at the outlet from the grid', async () => {
    const update = capture('put', '/adm/v1/outlets/1/availability', {
      data: {
        sold_out: [{ sku_id: 1, sku_name: 'Thai Tea', marked_at: '2026-11-20T03:15:00Z' }],
        sold_out_options: [],
      },
    });
    api.use(update.handler);
    openCounter();
    await tile('Add Thai Tea, Rp 22,000');
    await userEvent.click(screen.getByRole('switch', { name: 'Switch sold out' }));
    await userEvent.click(await tile('Mark Thai Tea sold out'));
    await waitFor(() => expect(update.bodies).toEqual([{ sold_out: [{ sku_id: 1 }] }]));
  });

  it("puts the server's refusal next to the line it names", async () => {
    api.use(apiError('post', '/adm/v1/counter/orders', 422, 'Thai Tea is sold out', 'items.0.sku_id'));
    openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(screen.getByRole('button', { name: 'Exact' }));
    await pay('Pay Rp 22,000');
    const line = screen.getByTestId('cart-line');
    expect(await within(line).findByRole('alert')).toHaveTextContent('Thai Tea is sold out');
  });

  it('shows the QRIS code until the order is paid, then its receipt', async () => {
    const placed = getCreateCounterOrderResponseMock().data;
    const unpaid = {
      ...placed.order,
      status: 0 as const,
      cash_tendered: null,
      invoice: { ...placed.order.invoice, status: 0 as const, paid_at: null },
    };
    const sale = capture(
      'post',
      '/adm/v1/counter/orders',
      {
        data: {
          order: unpaid,
          change_due: null,
          payment: {
            invoice_id: placed.order.invoice.id,
            invoice_number: placed.order.invoice.invoice_number,
            payment_method_partner_id: 2002,
            payment_method_name: 'QRIS',
            amount: 44_000,
            payment_url: null,
            va_number: null,
            qr_string:
              '00020101021226570011ID.DANA.WWW011893600915000000000102091234567890303UMI51440014ID.CO.QRIS.WWW0215ID10200000000010303UMI5204581253033605405440005802ID5913TEAHOUSE TEST6007BANDUNG6304ABCD',
            expires_at: '2026-11-20T03:30:00Z',
          },
        },
      },
      201,
    );
    let paid = false;
    api.use(
      sale.handler,
      getGetOrderMockHandler(() => ({
        data: paid ? { ...placed.order, cash_tendered: null } : unpaid,
      })),
    );
    const { queryClient } = openCounter();
    await userEvent.click(await tile('Add Thai Tea, Rp 22,000'));
    await userEvent.click(screen.getByRole('radio', { name: 'QRIS' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'QRIS payment method' })).toHaveValue('QRIS · Midtrans'),
    );
    await pay('Pay Rp 22,000');
    await waitFor(() =>
      expect(sale.bodies).toEqual([
        expect.objectContaining({ payment: { method: 'qris', payment_method_partner_id: 2002 } }),
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order #1031 waiting for payment' });
    expect(
      await within(dialog).findByRole('img', { name: nb('QRIS code to pay Rp 44,000 for order #1031') }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Print receipt' })).not.toBeInTheDocument();

    // The provider's notification pays it; the event stream's notice refreshes the order.
    paid = true;
    await queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(1031) });
    const done = await screen.findByRole('dialog', { name: 'Order #1031 paid' });
    expect(within(done).getByRole('link', { name: 'Print receipt' })).toHaveAttribute('href', '/order/1031/receipt');
  });
});
