// The chain settings screen through the real router and hooks, against the mocked API (the
// contract's example: a threshold of Rp 10,000,000, PT Teahouse Nusantara's letterhead, prices with
// tax included and cash rounded to Rp 100): what it shows, what a save sends, the spec's messages
// next to their fields, and the server's refusal to raise the threshold next to the threshold.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetSettingsResponseMock } from '@generated/hooks/settings/settings.msw';
import { i18n } from '@/lib/i18n';
import { api, capture, errorResponse } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

const example = getGetSettingsResponseMock().data;

async function openScreen() {
  signIn();
  const view = renderApp('/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  await screen.findByRole('textbox', { name: 'Company name' });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the settings screen', () => {
  it('shows the saved threshold and letterhead, and saves an edit of them', async () => {
    const put = capture('put', '/adm/v1/settings', { data: { ...example, company_name: 'PT Teh Nusantara Raya' } });
    api.use(put.handler);
    await openScreen();
    expect(field('Approval threshold (Rp)')).toHaveValue('Rp 10,000,000');
    expect(field('Company name')).toHaveValue(example.company_name);
    // Stored as its digits, shown the way it is written.
    expect(field('NPWP')).toHaveValue('01.234.567.8-901.000');
    expect(field('Company phone')).toHaveValue('(021) 718-0123');
    expect(field('Company email')).toHaveValue(example.company_email);
    expect(
      screen.getByText(
        'Raising or removing the threshold needs the permission to approve purchase orders at every outlet.',
      ),
    ).toBeInTheDocument();

    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'PT Teh Nusantara Raya');
    await save();
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toEqual({
      po_approval_threshold: 10_000_000,
      company_name: 'PT Teh Nusantara Raya',
      company_address: example.company_address,
      company_npwp: '012345678901000',
      company_phone: '+62217180123',
      company_email: example.company_email,
      company_logo_url: null,
      prices_include_tax: true,
      cash_rounding: 100,
      cash_variance_tolerance: example.cash_variance_tolerance,
      business_day_starts_at: example.business_day_starts_at,
      points_earn_percent: example.points_earn_percent,
      point_value: example.point_value,
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('saves what members earn in points and what a point is worth, and refuses a third decimal', async () => {
    const put = capture('put', '/adm/v1/settings', { data: { ...example, points_earn_percent: 2.5, point_value: 10 } });
    api.use(put.handler);
    await openScreen();
    const earn = field('Points earned (%)');
    await userEvent.clear(earn);
    await userEvent.type(earn, '2.5');
    const value = field('Point value (Rp)');
    await userEvent.clear(value);
    await userEvent.type(value, '10');
    await save();
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ points_earn_percent: 2.5, point_value: 10 });

    await userEvent.clear(value);
    await save();
    expect(await screen.findByText('Enter what a point is worth')).toBeInTheDocument();
    expect(put.bodies).toHaveLength(1);
  });

  it('takes the NPWP and phone as people write them and sends the one form stored', async () => {
    const put = capture('put', '/adm/v1/settings', { data: example });
    api.use(put.handler);
    await openScreen();
    await userEvent.clear(field('NPWP'));
    await userEvent.type(field('NPWP'), '02.345 678.9-012.000');
    await userEvent.clear(field('Company phone'));
    await userEvent.type(field('Company phone'), '+62 21 7199 1234');
    await save();
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ company_npwp: '023456789012000', company_phone: '+622171991234' });
  });

  it('shows whether prices include tax and the cash rounding, and saves a change of them', async () => {
    const put = capture('put', '/adm/v1/settings', {
      data: { ...example, prices_include_tax: false, cash_rounding: 500 },
    });
    api.use(put.handler);
    await openScreen();
    const included = screen.getByRole('switch', { name: /^Prices include tax/ });
    expect(included).toBeChecked();
    const rounding = screen.getByRole('textbox', { name: /^Cash rounding/ });
    expect(rounding).toHaveValue('Rp\u00a0100');
    await userEvent.click(included);
    await userEvent.click(rounding);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent!.replace(/\s/g, ' '))).toEqual([
      'None',
      'Rp 100',
      'Rp 500',
      'Rp 1,000',
    ]);
    await userEvent.click(screen.getByRole('option', { name: /^Rp\s500$/ }));
    await save();
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ prices_include_tax: false, cash_rounding: 500 });
  });

  it("shows the shifts' cash variance tolerance and business day start, and saves a change of them", async () => {
    const put = capture('put', '/adm/v1/settings', {
      data: { ...example, cash_variance_tolerance: 10000, business_day_starts_at: '04:00' },
    });
    api.use(put.handler);
    await openScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'Shifts and cash drawer' })).toBeInTheDocument();
    const tolerance = field('Cash variance tolerance (Rp)');
    const startsAt = field('Business day starts at');
    expect(tolerance).toHaveValue('Rp 5,000');
    expect(startsAt).toHaveValue('00:00');
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '10000');
    await userEvent.type(startsAt, '4', { initialSelectionStart: 0, initialSelectionEnd: 5 });
    await userEvent.tab();
    expect(startsAt).toHaveValue('04:00');
    await save();
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ cash_variance_tolerance: 10000, business_day_starts_at: '04:00' });
  });

  it('refuses a business day start that is not a time, and an empty tolerance, next to their fields', async () => {
    const put = capture('put', '/adm/v1/settings', { data: example });
    api.use(put.handler);
    await openScreen();
    await userEvent.clear(field('Cash variance tolerance (Rp)'));
    await userEvent.type(field('Business day starts at'), '2561', { initialSelectionStart: 0, initialSelectionEnd: 5 });
    await save();
    expect(await screen.findByText('Enter a time as HH:mm, from 00:00 to 23:59')).toBeInTheDocument();
    expect(field('Cash variance tolerance (Rp)')).toHaveAttribute('aria-invalid', 'true');
    expect(put.bodies).toEqual([]);
  });

  it('sends no threshold when the field is emptied', async () => {
    const put = capture('put', '/adm/v1/settings', { data: { ...example, po_approval_threshold: null } });
    api.use(put.handler);
    await openScreen();
    await userEvent.clear(field('Approval threshold (Rp)'));
    await save();
    await waitFor(() => expect(put.bodies).toHaveLength(1));
    expect(put.bodies[0]).toMatchObject({ po_approval_threshold: null });
  });

  it('says what is wrong next to the field and sends nothing', async () => {
    const put = capture('put', '/adm/v1/settings', { data: example });
    api.use(put.handler);
    await openScreen();
    await userEvent.clear(field('NPWP'));
    await userEvent.type(field('NPWP'), '12-34');
    await userEvent.clear(field('Company email'));
    await userEvent.type(field('Company email'), 'purchasing');
    await save();
    expect(await screen.findByText('NPWP must be 15 or 16 digits')).toBeInTheDocument();
    expect(field('NPWP')).toHaveAccessibleDescription(/NPWP must be 15 or 16 digits/);
    expect(field('Company email')).toHaveAttribute('aria-invalid', 'true');
    expect(put.bodies).toEqual([]);
  });

  it('shows the refusal to raise the threshold next to it, and keeps what was typed', async () => {
    const detail =
      'Only a user who approves purchase orders at every outlet can raise or remove the approval threshold';
    api.use(http.put('*/adm/v1/settings', () => errorResponse(403, detail, 'po_approval_threshold')));
    await openScreen();
    await userEvent.clear(field('Approval threshold (Rp)'));
    await userEvent.type(field('Approval threshold (Rp)'), '50000000');
    await save();
    await waitFor(() => expect(field('Approval threshold (Rp)')).toHaveAccessibleDescription(new RegExp(detail)));
    expect(field('Approval threshold (Rp)')).toHaveValue('Rp 50,000,000');
  });

  it('reads in Indonesian', async () => {
    await i18n.changeLanguage('id');
    signIn();
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengaturan' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Batas persetujuan (Rp)' })).toBeInTheDocument();
    expect(
      screen.getByText('Menaikkan atau menghapus batas memerlukan izin menyetujui pesanan pembelian di semua outlet.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: /^Harga sudah termasuk pajak/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Pembulatan tunai/ })).toHaveValue('Rp\u00a0100');
    expect(screen.getByRole('textbox', { name: 'Toleransi selisih kas (Rp)' })).toHaveValue('Rp 5.000');
    expect(screen.getByRole('textbox', { name: 'Hari usaha dimulai pukul' })).toHaveValue('00:00');
  });
});
