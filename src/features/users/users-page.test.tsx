// The Users screen through the real router and hooks, against the mocked API (the contract's
// examples: Rina Wulandari, signed in here, and Budi Santoso, Outlet Cashier at Bandung Dago).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getListUsersResponseMock } from '@generated/hooks/users/users.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';
// The screen fetches its forms' code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './role-assignment-form';
import './user-form';

const OUTLETS = [
  { id: 2, name: 'Bandung Dago', admin_scope: sessionWith().admin_scope },
  { id: 3, name: 'Surabaya Tunjungan', admin_scope: sessionWith().admin_scope },
];
const BUDI = getListUsersResponseMock().data[1]!;

async function openScreen(url = '/users', outlets = OUTLETS) {
  signIn({ ...sessionWith(), outlets });
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Budi Santoso/ });
  return view;
}

const dialog = () => screen.getByRole('dialog');

describe('the user list', () => {
  it('shows phones as +62, roles with their outlets, and no status or role change for oneself', async () => {
    await openScreen();
    const budi = screen.getByRole('row', { name: /Budi Santoso/ });
    expect(within(budi).getByText('+62 812-9876-5432')).toBeInTheDocument();
    expect(within(budi).getByText('Outlet Cashier · Bandung Dago')).toBeInTheDocument();
    expect(within(budi).getByRole('button', { name: 'Deactivate Budi Santoso' })).toBeInTheDocument();
    const rina = screen.getByRole('row', { name: /Rina Wulandari/ });
    expect(within(rina).getByText('Super Admin · Every outlet')).toBeInTheDocument();
    expect(within(rina).queryByRole('button', { name: /Deactivate|Roles of/ })).not.toBeInTheDocument();
  });

  it('keeps each search in the URL', async () => {
    const { router } = await openScreen();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search by phone' }), '0812');
    await waitFor(() => expect(router.state.location.search).toEqual({ search_phone: '0812' }));
  });

  it('asks before deactivating, then sends it', async () => {
    const status = capture('put', '/usr/v1/users/2/status', { data: 'User deactivated' });
    api.use(status.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Budi Santoso' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Budi Santoso?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(status.bodies).toEqual([{ is_active: false }]));
  });
});

describe('the new user form', () => {
  it('shows every message for what is missing or wrong, without sending anything', async () => {
    const create = capture('post', '/usr/v1/users', { data: BUDI }, 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog()).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Phone number is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog()).getAllByText('Password must be at least 8 characters')).toHaveLength(2);

    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Phone number' }), '0712345');
    await userEvent.type(within(dialog()).getByLabelText(/^Password/), 'boba2026x');
    await userEvent.type(within(dialog()).getByLabelText(/^Confirm password/), 'Boba2026y');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog()).findByText('Invalid Indonesian phone number format')).toBeInTheDocument();
    expect(within(dialog()).getByText('Password must include uppercase, lowercase')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);
  });

  it("says 'Passwords don't match', then creates the user with the contract's body", async () => {
    const create = capture('post', '/usr/v1/users', { data: BUDI }, 201);
    api.use(create.handler);
    const { router } = await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New user' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Siti Rahmawati');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Phone number' }), '+6285712345678');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Email' }), 'siti@example.com');
    await userEvent.type(within(dialog()).getByLabelText(/^Password/), 'Boba2026x');
    await userEvent.type(within(dialog()).getByLabelText(/^Confirm password/), 'Boba2026y');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create user' }));
    expect(await within(dialog()).findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(within(dialog()).getByLabelText(/^Confirm password/));
    await userEvent.type(within(dialog()).getByLabelText(/^Confirm password/), 'Boba2026x{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create.bodies).toEqual([
      {
        name: 'Siti Rahmawati',
        phone_number: '+6285712345678',
        email: 'siti@example.com',
        password: 'Boba2026x',
        confirm_password: 'Boba2026x',
      },
    ]);
    // The list narrows to the new account, which would otherwise sit on its last page.
    await waitFor(() => expect(router.state.location.search).toEqual({ search_email: BUDI.email }));
  });

  it('puts a taken phone number next to the field, in Indonesian', async () => {
    api.use(apiError('put', '/usr/v1/users/2', 409, 'A user with this phone number already exists', 'phone_number'));
    await openScreen();
    await i18n.changeLanguage('id');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Budi Santoso' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan perubahan' }));
    expect(await within(dialog()).findByText('Pengguna dengan nomor telepon ini sudah ada')).toBeInTheDocument();
    const phone = within(dialog()).getByRole('textbox', { name: 'Nomor telepon' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('role assignment', () => {
  it('shows the screens the chosen roles open and where, and needs at least one role', async () => {
    const assign = capture('put', '/usr/v1/users/2/roles', { data: BUDI });
    api.use(assign.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Roles of Budi Santoso' }));
    const granted = await within(dialog()).findByRole('list', { name: 'With these roles they can open' });
    await waitFor(() => expect(granted).toHaveTextContent('Orders at Bandung Dago'));
    expect(granted).toHaveTextContent('Invoices at Bandung Dago');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove role 1' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog()).findByText('At least one role is required')).toBeInTheDocument();
    expect(assign.bodies).toEqual([]);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Add a role' }));
    await userEvent.click(within(dialog()).getByRole('textbox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Super Admin · ADMIN' }));
    expect(within(dialog()).getByText('Every outlet')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(assign.bodies).toEqual([{ roles: [{ role_id: 1 }] }]));
  });
});

describe('role assignment by a manager bound to outlets', () => {
  it('offers only the outlets where the signed-in user manages users', async () => {
    await openScreen('/users', [
      { id: 2, name: 'Bandung Dago', admin_scope: ['view_admin_user', 'view_admin_order', 'view_admin_invoices'] },
      { id: 3, name: 'Surabaya Tunjungan', admin_scope: ['view_admin_order', 'view_admin_invoices'] },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Roles of Budi Santoso' }));
    const granted = await within(dialog()).findByRole('list', { name: 'With these roles they can open' });
    await waitFor(() => expect(granted).toHaveTextContent('Orders at Bandung Dago'));
    await userEvent.click(within(dialog()).getByRole('textbox', { name: 'Outlet' }));
    expect(await screen.findByRole('option', { name: 'Bandung Dago' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Surabaya Tunjungan' })).not.toBeInTheDocument();
  });
});
