// The outlet dialog's Opening hours tab through the real router and hooks, against the mocked API
// (the contract's example hours: Monday to Friday, Saturday from 09:00, closed on Sunday, Christmas
// closed): it shows the hours, refuses what makes no sense in the user's language, sends the week
// Monday first with closed days as null times, and puts the API's refusal on its field. Times are
// set by a change of the box's value, as pasting does.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getReplaceOutletPickupHoursResponseMock } from '@generated/hooks/outlets/outlets.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import './outlet-editor';

const dialog = () => screen.getByRole('dialog', { name: /outlet/i });

async function openHours(language: 'en' | 'id' = 'en') {
  signIn();
  renderApp('/outlet');
  await screen.findByRole('row', { name: /Bandung Dago/ });
  await i18n.changeLanguage(language);
  await userEvent.click(
    screen.getByRole('button', { name: language === 'id' ? 'Ubah Bandung Dago' : 'Edit Bandung Dago' }),
  );
  await userEvent.click(within(dialog()).getByRole('tab', { name: language === 'id' ? 'Jam buka' : 'Opening hours' }));
  await within(dialog()).findByRole('checkbox', { name: language === 'id' ? 'Buka hari Senin' : 'Open on Monday' });
}

const field = (name: string) => within(dialog()).getByRole('textbox', { name });
/** A time box: HH:mm on the 24-hour clock, a text box rather than the browser's 12-hour time input. */
const time = (name: string) => within(dialog()).getByRole('textbox', { name });

describe('the opening hours tab', () => {
  it('shows the weekly hours, window length, capacity and closed days', async () => {
    await openHours();
    expect(within(dialog()).getByRole('checkbox', { name: 'Open on Monday' })).toBeChecked();
    expect(time('Monday Opens')).toHaveValue('10:00');
    expect(time('Friday Closes')).toHaveValue('22:00');
    expect(time('Friday Closes')).toHaveAttribute('type', 'text');
    expect(within(dialog()).getByRole('checkbox', { name: 'Open on Sunday' })).not.toBeChecked();
    expect(within(screen.getByTestId('hours-SUNDAY')).getByText('Closed')).toBeInTheDocument();
    expect(field('Window length (minutes)')).toHaveValue('30');
    expect(field('Capacity (orders per window)')).toHaveValue('10');
    expect(field('Note 1')).toHaveValue('Natal');
  });

  it('refuses a closing time before the opening time, a window out of 5 to 240 and no capacity, in Indonesian', async () => {
    const replace = capture('put', '/adm/v1/outlets/2/pickup-hours', getReplaceOutletPickupHoursResponseMock());
    api.use(replace.handler);
    await openHours('id');
    fireEvent.change(time('Senin Tutup'), { target: { value: '09:00' } });
    const length = field('Durasi slot (menit)');
    await userEvent.clear(length);
    await userEvent.type(length, '3');
    await userEvent.clear(field('Kapasitas (pesanan per slot)'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan jam buka' }));
    expect(await within(dialog()).findByText('Jam tutup harus setelah jam buka')).toBeInTheDocument();
    expect(within(dialog()).getByText('Durasi slot harus 5 sampai 240 menit')).toBeInTheDocument();
    expect(within(dialog()).getByText('Kapasitas wajib diisi')).toBeInTheDocument();
    expect(replace.bodies).toHaveLength(0);
  });

  it('sends the week Monday first, a day switched to closed as null times, and a new closed day', async () => {
    const replace = capture('put', '/adm/v1/outlets/2/pickup-hours', getReplaceOutletPickupHoursResponseMock());
    api.use(replace.handler);
    await openHours();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Open on Saturday' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Open on Sunday' }));
    fireEvent.change(time('Sunday Opens'), { target: { value: '11:00' } });
    fireEvent.change(time('Sunday Closes'), { target: { value: '15:00' } });
    const capacity = field('Capacity (orders per window)');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '12');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Remove closed day 1' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save opening hours' }));
    await waitFor(() => expect(replace.bodies).toHaveLength(1));
    const body = replace.bodies[0] as { weekly_hours: unknown[] };
    expect(body).toEqual({
      slot_minutes: 30,
      capacity: 12,
      weekly_hours: [
        { weekday: 'MONDAY', opens_at: '10:00', closes_at: '21:00' },
        { weekday: 'TUESDAY', opens_at: '10:00', closes_at: '21:00' },
        { weekday: 'WEDNESDAY', opens_at: '10:00', closes_at: '21:00' },
        { weekday: 'THURSDAY', opens_at: '10:00', closes_at: '21:00' },
        { weekday: 'FRIDAY', opens_at: '10:00', closes_at: '22:00' },
        { weekday: 'SATURDAY', opens_at: null, closes_at: null },
        { weekday: 'SUNDAY', opens_at: '11:00', closes_at: '15:00' },
      ],
      closed_days: [],
    });
    expect(await within(dialog()).findByText('Opening hours saved: 264 pick-up windows added')).toBeInTheDocument();
  });

  it("puts the API's refusal on the field it names", async () => {
    api.use(
      apiError(
        'put',
        '/adm/v1/outlets/2/pickup-hours',
        422,
        'The outlet is open for less than one pick-up window',
        'weekly_hours.1.closes_at',
      ),
    );
    await openHours();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save opening hours' }));
    expect(
      await within(dialog()).findByText('The outlet is open for less than one pick-up window'),
    ).toBeInTheDocument();
    expect(time('Tuesday Closes')).toHaveAttribute('aria-invalid', 'true');
  });
});
