// The outlet dialog's Tax tab through the real router and hooks, against the mocked API (the
// contract's example: PBJT 10 %, 5 % service on dine-in, taxed, NPWPD 3174.1234.567): it shows the
// settings, refuses a rate out of range or missing in the user's language, sends what was
// chosen, and puts the API's refusal on its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getReplaceOutletTaxResponseMock } from '@generated/hooks/tax/tax.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import './outlet-editor';

const dialog = () => screen.getByRole('dialog', { name: /outlet/i });

async function openTax(language: 'en' | 'id' = 'en') {
  signIn();
  renderApp('/outlet');
  await screen.findByRole('row', { name: /Bandung Dago/ });
  await i18n.changeLanguage(language);
  await userEvent.click(
    screen.getByRole('button', { name: language === 'id' ? 'Ubah Bandung Dago' : 'Edit Bandung Dago' }),
  );
  await userEvent.click(within(dialog()).getByRole('tab', { name: language === 'id' ? 'Pajak' : 'Tax' }));
  await within(dialog()).findByRole('switch', { name: language === 'id' ? /^Kenakan PBJT/ : /^Charge PBJT/ });
}

const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const box = (name: string) => within(dialog()).getByRole('checkbox', { name });

describe('the tax tab', () => {
  it('shows PBJT, its rate, the service charge, its order types, whether it is taxed and the NPWPD', async () => {
    await openTax();
    expect(within(dialog()).getByRole('switch', { name: /^Charge PBJT/ })).toBeChecked();
    expect(field('PBJT rate (%)')).toHaveValue('10 %');
    expect(field('Service charge (%)')).toHaveValue('5 %');
    expect(box('Dine in')).toBeChecked();
    expect(box('Takeaway')).not.toBeChecked();
    expect(box('Pick-up')).not.toBeChecked();
    expect(within(dialog()).getByRole('switch', { name: /^Service charge is taxed/ })).toBeChecked();
    expect(field('NPWPD')).toHaveValue('3174.1234.567');
  });

  it('refuses a PBJT rate above 10 % and an empty service charge, in Indonesian', async () => {
    const replace = capture('put', '/adm/v1/outlets/2/tax', getReplaceOutletTaxResponseMock());
    api.use(replace.handler);
    await openTax('id');
    const rate = field('Tarif PBJT (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12');
    await userEvent.clear(field('Biaya layanan (%)'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan pajak' }));
    expect(await within(dialog()).findByText('Tarif PBJT harus antara 0 dan 10 %')).toBeInTheDocument();
    expect(within(dialog()).getByText('Biaya layanan wajib diisi')).toBeInTheDocument();
    expect(replace.bodies).toHaveLength(0);
  });

  it('sends the rates, the ticked order types and the switches as chosen', async () => {
    const replace = capture('put', '/adm/v1/outlets/2/tax', getReplaceOutletTaxResponseMock());
    api.use(replace.handler);
    await openTax();
    const rate = field('PBJT rate (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '2.5');
    await userEvent.click(box('Pick-up'));
    await userEvent.click(within(dialog()).getByRole('switch', { name: /^Service charge is taxed/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save tax' }));
    await waitFor(() => expect(replace.bodies).toHaveLength(1));
    expect(replace.bodies[0]).toEqual({
      pbjt_enabled: true,
      pbjt_rate_percent: 2.5,
      service_charge_percent: 5,
      service_charge_order_types: ['dine_in', 'pickup'],
      service_charge_taxable: false,
      npwpd: '3174.1234.567',
    });
  });

  it("puts the API's refusal on the field it names", async () => {
    api.use(apiError('put', '/adm/v1/outlets/2/tax', 422, 'PBJT rate must be between 0 and 10 %', 'pbjt_rate_percent'));
    await openTax();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save tax' }));
    expect(await within(dialog()).findByText('PBJT rate must be between 0 and 10 %')).toBeInTheDocument();
    expect(field('PBJT rate (%)')).toHaveAttribute('aria-invalid', 'true');
  });
});
