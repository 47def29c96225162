// The Roles screen through the real router and hooks, against the mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getListRolesResponseMock } from '@generated/hooks/roles/roles.msw';
import { i18n } from '@/lib/i18n';
import { http, HttpResponse } from 'msw';
import { api, apiError, capture } from '@/testing/api';
import { ALL_SCOPES } from '@/testing/render';
import { renderApp, sessionWith, signIn } from '@/testing/render';
// The screen fetches its form' code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './role-form';

async function openScreen(url = '/roles', scopes = sessionWith().admin_scope) {
  signIn({ ...sessionWith(scopes), outlets: [{ id: 2, name: 'Bandung Dago', admin_scope: scopes }] });
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Outlet Cashier/ });
  return view;
}

describe('the roles screen', () => {
  it('lists roles with the screens they open and their user count', async () => {
    await openScreen();
    const cashier = screen.getByRole('row', { name: /Outlet Cashier/ });
    expect(within(cashier).getByText('Orders, Invoices')).toBeInTheDocument();
    expect(within(cashier).getByText('USER')).toBeInTheDocument();
    expect(within(cashier).getByText('6')).toBeInTheDocument();
  });

  it('keeps the type and outlet filters in the URL', async () => {
    const { router } = await openScreen('/roles?type=USER&outlet_ids=2');
    expect(router.state.location.search).toEqual({ type: 'USER', outlet_ids: [2] });
    expect(screen.getAllByText('Bandung Dago').length).toBeGreaterThan(0);
  });

  it('offers every screen as a checkbox, disabled where the signed-in user cannot open it', async () => {
    const create = capture('post', '/adm/v1/roles', { data: getListRolesResponseMock().data[1] }, 201);
    const scopes = ALL_SCOPES.map((scope) => ({ scope, description: scope }));
    api.use(
      create.handler,
      http.get('*/adm/v1/roles/scopes', () => HttpResponse.json({ data: scopes })),
    );
    await openScreen('/roles', ['view_admin_user', 'view_admin_order', 'view_admin_invoices']);
    await userEvent.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = screen.getByRole('dialog', { name: 'New role' });
    const category = await within(dialog).findByRole('checkbox', { name: /^Category/ });
    expect(category).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one screen')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Front Desk');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Orders' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Invoices' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(create.bodies).toEqual([
        { name: 'Front Desk', type: 'USER', description: '', scopes: ['view_admin_order', 'view_admin_invoices'] },
      ]),
    );
  });

  it('shows why a role cannot be saved: the outlets where it is assigned and the editor lacks its scopes', async () => {
    const detail =
      'You cannot change a role assigned at outlets where you do not hold its scopes: Jakarta Kemang, ' +
      'Surabaya Tunjungan: view_admin_order, view_admin_invoices';
    api.use(apiError('put', '/adm/v1/roles/3', 403, detail, 'scopes'));
    await openScreen('/roles', ['view_admin_user', 'view_admin_order', 'view_admin_invoices']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Outlet Cashier' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(detail)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit role' })).toBeInTheDocument();
  });

  it('names the screens in Indonesian', async () => {
    await openScreen();
    await i18n.changeLanguage('id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Peran' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Outlet Cashier/ })).getByText('Pesanan, Faktur'),
    ).toBeInTheDocument();
  });
});
