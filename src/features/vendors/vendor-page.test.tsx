// The Vendor screen through the real router and hooks, against the in-memory database (seeded with
// the contract's examples: CV Boba Jaya, PT Sumber Teh Nusantara), so what the form saves shows in
// the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveMockDb } from '@/testing/handlers';
import { renderApp, signIn } from '@/testing/render';
// The screen fetches its form's code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './vendor-form';

async function openScreen(url = '/vendor') {
  signIn();
  serveMockDb();
  const view = renderApp(url);
  await screen.findByRole('row', { name: /PT Sumber Teh Nusantara/ });
  return view;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const field = (dialogName: string, name: string) => within(dialog(dialogName)).getByRole('textbox', { name });

describe('the vendor screen', () => {
  it('creates a vendor that then shows in the list, and saves an edit of it', async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Vendor' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Teh Walini/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New vendor' }));
    await userEvent.type(field('New vendor', 'Name'), 'PT Teh Walini');
    await userEvent.type(field('New vendor', 'Address'), 'Jl. Raya Ciwidey No. 5, Bandung');
    await userEvent.type(field('New vendor', 'Contact person'), 'Sari Puspita');
    await userEvent.type(field('New vendor', 'Phone'), '0812 3456-7890');
    await userEvent.type(field('New vendor', 'Email'), 'order@tehwalini.co.id');
    await userEvent.click(within(dialog('New vendor')).getByRole('button', { name: 'Create vendor' }));

    expect(await screen.findByText('Vendor created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New vendor' })).not.toBeInTheDocument());
    const created = await screen.findByRole('row', { name: /PT Teh Walini/ });
    expect(created).toHaveTextContent('Sari Puspita');
    expect(within(created).getByRole('link', { name: 'order@tehwalini.co.id' })).toBeInTheDocument();
    expect(within(created).getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );

    await userEvent.click(within(created).getByRole('button', { name: 'Edit PT Teh Walini' }));
    expect(field('Edit vendor', 'Name')).toHaveValue('PT Teh Walini');
    await userEvent.clear(field('Edit vendor', 'Contact person'));
    await userEvent.type(field('Edit vendor', 'Contact person'), 'Dimas Prakoso');
    await userEvent.click(within(dialog('Edit vendor')).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Vendor updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /PT Teh Walini/ })).toHaveTextContent('Dimas Prakoso'));
    expect(screen.queryByText('Sari Puspita')).not.toBeInTheDocument();
  });

  it('finds vendors by the name in the URL, and says when none matches', async () => {
    signIn();
    serveMockDb();
    renderApp('/vendor?name=boba');
    expect(await screen.findByRole('row', { name: /CV Boba Jaya/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /PT Sumber Teh Nusantara/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search vendors by name' })).toHaveValue('boba');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search vendors by name' }), 'x');
    expect(await screen.findByText('No vendors match “bobax”')).toBeInTheDocument();
  });

  it('refuses a name another vendor has, next to the name, and keeps the list as it was', async () => {
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New vendor' }));
    await userEvent.type(field('New vendor', 'Name'), 'CV Boba Jaya');
    await userEvent.type(field('New vendor', 'Address'), 'Jl. Rungkut No. 1, Surabaya');
    await userEvent.type(field('New vendor', 'Contact person'), 'Hendra Wijaya');
    await userEvent.type(field('New vendor', 'Phone'), '0318431234');
    await userEvent.type(field('New vendor', 'Email'), 'other@bobajaya.co.id');
    await userEvent.click(within(dialog('New vendor')).getByRole('button', { name: 'Create vendor' }));
    await waitFor(() =>
      expect(field('New vendor', 'Name')).toHaveAccessibleDescription('A vendor with this name already exists'),
    );
    expect(screen.getAllByRole('row', { name: /CV Boba Jaya/ })).toHaveLength(1);
  });
});
