// The Payment Gateway screen through the real router and hooks, against the in-memory database
// (seeded with the contract's examples), so a gateway switched on or off stays so.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveMockDb } from '@/testing/handlers';
import { renderApp, signIn } from '@/testing/render';

async function openScreen() {
  signIn();
  serveMockDb();
  const view = renderApp('/payment-gateway');
  await screen.findByRole('article', { name: 'BCA Virtual Account' });
  return view;
}

const offer = (name: string) => screen.getByRole('switch', { name: `Offer ${name} to customers` });

describe('the payment gateway screen', () => {
  it('groups the gateways by type with their provider and fee', async () => {
    await openScreen();
    const accounts = screen.getByRole('region', { name: 'Virtual account' });
    const bca = within(accounts).getByRole('article', { name: 'BCA Virtual Account' });
    expect(bca).toHaveTextContent('Provider: Xendit');
    expect(bca).toHaveTextContent('Fee: Rp 4,000');
    expect(offer('BCA Virtual Account')).toBeChecked();
    expect(offer('Mandiri Virtual Account')).not.toBeChecked();
  });

  it('enables a gateway at once, and disables one only after confirming', async () => {
    await openScreen();
    await userEvent.click(offer('Mandiri Virtual Account'));
    expect(await screen.findByText('Mandiri Virtual Account enabled')).toBeInTheDocument();
    await waitFor(() => expect(offer('Mandiri Virtual Account')).toBeChecked());

    await userEvent.click(offer('BCA Virtual Account'));
    const confirm = await screen.findByRole('dialog', { name: 'Disable BCA Virtual Account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offer('BCA Virtual Account')).toBeChecked();

    await userEvent.click(offer('BCA Virtual Account'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable BCA Virtual Account?' })).getByRole('button', {
        name: 'Disable',
      }),
    );
    expect(await screen.findByText('BCA Virtual Account disabled')).toBeInTheDocument();
    await waitFor(() => expect(offer('BCA Virtual Account')).not.toBeChecked());
    expect(
      within(screen.getByRole('article', { name: 'BCA Virtual Account' })).getByText('Disabled'),
    ).toBeInTheDocument();
  });
});
