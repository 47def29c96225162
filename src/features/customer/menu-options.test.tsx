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
import { renderApp } from '@/testing/render';
import { useCart } from './cart';
import { useCustomerToken } from './session';

const nb = (text: string) => text.replace(/Rp /g, 'Rp\u00a0');

function openMenu() {
  const menu = getGetCustomerOutletMenuResponseMock();
  const thaiTea = menu.data.categories[0]!.products[0]!;
  // Thai Tea at Rp 25,000 discounted, chosen with a sugar level (50% by default) and a size.
  thaiTea.modifier_groups = [...thaiTea.modifier_groups, CUP_GROUPS[0]!];
  // The first handler that matches answers: the menu's own before the contract's examples.
  api.use(
    getGetCustomerOutletMenuMockHandler(menu),
    ...getAppOutletsMock(),
    ...getAppOrdersMock(),
    ...getAppAuthMock(),
  );
  useCustomerToken.getState().register('customer-token');
  return renderApp('/customer/outlets/3');
}

describe('a cup with options in the customer app', () => {
  beforeEach(() => useCart.getState().clear());

  it('is chosen in the option sheet and shows its options and price in the cart and the checkout', async () => {
    const { router } = openMenu();
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
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('Rp 30,000');
  });
});
