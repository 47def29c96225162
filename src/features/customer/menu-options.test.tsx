// A cup with options in the customer app, through the real router and the app's hooks against the
// mocked customer API: the product opens the option sheet with its defaults chosen, the chosen
// cup joins the cart at its price with its options, and the checkout shows them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getAppAuthMock } from '@generated/app/hooks/app-auth/app-auth.msw';
import { getAppOrdersMock } from '@generated/app/hooks/app-orders/app-orders.msw';
import {
  getAppOutletsMock,
  getGetCustomerOutletMenuMockHandler,
  getGetCustomerOutletMenuResponseMock,
} from '@generated/app/hooks/app-outlets/app-outlets.msw';
import { api } from '@/testing/api';
import { CUP_GROUPS } from '@/testing/cup-menu';
import { quoteHandler } from '@/testing/quotes';
import { renderApp } from '@/testing/render';
import { useCart } from './cart';
import { useCustomerToken } from './session';

const nb = (text: string) => text.replace(/Rp /g, 'Rp\u00a0');

function openMenu() {
  const menu = getGetCustomerOutletMenuResponseMock();
  const thaiTea = menu.data.categories[0]!.products[0]!;
  // Thai Tea at Rp 25,000 discounted, chosen with a sugar level (50% by default) and a size.
  thaiTea.modifier_groups = [...thaiTea.modifier_groups, CUP_GROUPS[0]!];
  // Quotes priced from the menu: PBJT 10 % inside the prices, a 5 % service charge on pick-up.
  const quotes = quoteHandler(
    '/app/v1/orders/quote',
    menu.data.categories.flatMap((c) => c.products),
    { pbjtPercent: 10, pricesIncludeTax: true, servicePercent: 5, serviceOrderTypes: ['pickup'] },
  );
  // The first handler that matches answers: the menu's own before the contract's examples.
  api.use(
    quotes.handler,
    getGetCustomerOutletMenuMockHandler(menu),
    ...getAppOutletsMock(),
    ...getAppOrdersMock(),
    ...getAppAuthMock(),
  );
  useCustomerToken.getState().register('customer-token');
  return { ...renderApp('/customer/outlets/3'), quotes };
}

describe('a cup with options in the customer app', () => {
  beforeEach(() => useCart.getState().clear());

  it('is chosen in the option sheet and shows its options and price in the cart and the checkout', async () => {
    const { router, quotes } = openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Thai Tea' }));
    const sheet = await screen.findByRole('dialog', { name: 'Thai Tea' });
    expect(within(sheet).getByRole('radio', { name: '50% sugar' })).toBeChecked();
    expect(within(sheet).getByRole('radio', { name: 'Regular' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: '0% sugar' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: nb('Large+Rp 5,000') }));
    await userEvent.click(within(sheet).getByRole('button', { name: nb('Add · Rp 30,000') }));
    expect(useCart.getState().lines).toEqual([{ key: '11:2,6', sku_id: 11, options: [6, 2], quantity: 1, note: '' }]);
    expect(await screen.findByText('1 item')).toBeInTheDocument();
    expect(screen.getByText('Rp 30,000')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer/outlets/3/checkout'));
    expect(await screen.findByTestId('checkout-line-options')).toHaveTextContent('0% sugar · Large');
    // The server's quote: 30,000 with 5 % service 1,500, PBJT 10 % inside (2,864 of 31,500).
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rp 31,500'));
    expect(screen.getByTestId('amount-subtotal')).toHaveTextContent('SubtotalRp 30,000');
    expect(screen.getByTestId('amount-service')).toHaveTextContent('Service charge 5%Rp 1,500');
    expect(screen.getByTestId('amount-pbjt')).toHaveTextContent('PBJT 10% (included)Rp 2,864');
    expect(quotes.asked.at(-1)).toEqual({
      outlet_id: 3,
      items: [{ sku_id: 11, quantity: 1, options: [{ modifier_option_id: 6 }, { modifier_option_id: 2 }] }],
    });
  });
});
