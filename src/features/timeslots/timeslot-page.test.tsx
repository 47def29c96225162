// The Timeslot screen through the real router and hooks, against the in-memory database (seeded
// with the contract's examples for 20 November 2026: Jakarta Kemang 10:00–13:00, Bandung Dago
// 10:00–11:00), so slots switched off or on show their new state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveMockDb } from '@/testing/handlers';
import { renderApp, signIn } from '@/testing/render';

async function openScreen(url = '/timeslot?date=2026-11-20') {
  signIn();
  serveMockDb();
  const view = renderApp(url);
  await screen.findByRole('region', { name: 'Jakarta Kemang' });
  return view;
}

const slot = (name: string) => screen.getByRole('checkbox', { name });

describe('the timeslot screen', () => {
  it("shows each outlet's slots of the URL day, how full and whether bookable", async () => {
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Timeslot' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bandung Dago' })).toBeInTheDocument();
    expect(slot('Jakarta Kemang 11:00–12:00')).toHaveTextContent('20 of 20 booked');
    // A window whose orders reach its capacity takes no more.
    expect(within(slot('Jakarta Kemang 11:00–12:00')).getByText('Full')).toBeInTheDocument();
    expect(within(slot('Jakarta Kemang 10:00–11:00')).queryByText('Full')).not.toBeInTheDocument();
    expect(within(slot('Jakarta Kemang 12:00–13:00')).getByText('Inactive')).toBeInTheDocument();
  });

  it('switches booked slots off after a warning naming their orders, then one back on', async () => {
    await openScreen();
    await userEvent.click(slot('Jakarta Kemang 10:00–11:00'));
    await userEvent.click(slot('Jakarta Kemang 11:00–12:00'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate timeslots?' });
    expect(confirm).toHaveTextContent('The selected timeslots hold 32 orders.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('2 timeslots deactivated · 32 booked orders stay booked')).toBeInTheDocument();
    await waitFor(() => expect(within(slot('Jakarta Kemang 10:00–11:00')).getByText('Inactive')).toBeInTheDocument());
    expect(within(slot('Jakarta Kemang 11:00–12:00')).getByText('Inactive')).toBeInTheDocument();
    expect(within(slot('Bandung Dago 10:00–11:00')).getByText('Active')).toBeInTheDocument();

    await userEvent.click(slot('Jakarta Kemang 12:00–13:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('1 timeslot activated')).toBeInTheDocument();
    await waitFor(() => expect(within(slot('Jakarta Kemang 12:00–13:00')).getByText('Active')).toBeInTheDocument());
  });

  it('says when the day has no timeslots', async () => {
    signIn();
    serveMockDb();
    renderApp('/timeslot?date=2026-11-21');
    expect(await screen.findByText(/^No timeslots on /)).toBeInTheDocument();
  });
});
