// The outlet dialog's Channels tab through the real router and hooks, against the mocked API (the
// contract's example: GoFood linked as G-7781 at 20 % commission and 25 % markup, GrabFood linked
// and waiting for a tap, ShopeeFood off): it shows each platform's link, refuses a missing store id
// and a commission out of range in the user's language, sends what was chosen, and puts the API's
// refusal on its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getReplaceOutletChannelsResponseMock } from '@generated/hooks/channel-settings/channel-settings.msw';
import { i18n } from '@/lib/i18n';
import { api, apiError, capture } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';
import '@/routes/outlet-page';
import '@/features/channels/outlet-channels-form';

const dialog = () => screen.getByRole('dialog', { name: /outlet/i });
const platform = (name: string) => within(dialog()).getByRole('group', { name });

async function openChannels(language: 'en' | 'id' = 'en') {
  signIn();
  renderApp('/outlet');
  await screen.findByRole('row', { name: /Bandung Dago/ });
  await i18n.changeLanguage(language);
  await userEvent.click(
    screen.getByRole('button', { name: language === 'id' ? 'Ubah Bandung Dago' : 'Edit Bandung Dago' }),
  );
  // The tab joins the others once the screen's part for it is in.
  await userEvent.click(await within(dialog()).findByRole('tab', { name: language === 'id' ? 'Saluran' : 'Channels' }));
  await within(dialog()).findByRole('group', { name: 'GoFood' });
}

describe('the channels tab', () => {
  it("shows each platform's link: selling or not, store id, commission, markup, automatic acceptance", async () => {
    await openChannels();
    const gofood = platform('GoFood');
    expect(within(gofood).getByRole('switch', { name: 'Sell on GoFood' })).toBeChecked();
    expect(within(gofood).getByRole('textbox', { name: 'Store ID' })).toHaveValue('G-7781');
    expect(within(gofood).getByRole('textbox', { name: 'Commission (%)' })).toHaveValue('20 %');
    expect(within(gofood).getByRole('textbox', { name: 'Price markup (%)' })).toHaveValue('25 %');
    expect(within(gofood).getByRole('switch', { name: /^Accept orders automatically/ })).toBeChecked();
    expect(
      within(platform('GrabFood')).getByRole('switch', { name: /^Accept orders automatically/ }),
    ).not.toBeChecked();
    const shopee = platform('ShopeeFood');
    expect(within(shopee).getByRole('switch', { name: 'Sell on ShopeeFood' })).not.toBeChecked();
    expect(within(shopee).getByRole('textbox', { name: 'Store ID' })).toBeDisabled();
    // The credentials are configuration, never on screen.
    expect(within(dialog()).queryByText(/secret/i)).toBeNull();
  });

  it('refuses an enabled GoFood link without a store id and a commission above 100 %, in Indonesian', async () => {
    const replace = capture('put', '/adm/v1/outlets/2/channels', getReplaceOutletChannelsResponseMock());
    api.use(replace.handler);
    await openChannels('id');
    const gofood = platform('GoFood');
    await userEvent.clear(within(gofood).getByRole('textbox', { name: 'ID outlet di aplikasi' }));
    const commission = within(gofood).getByRole('textbox', { name: 'Komisi (%)' });
    await userEvent.clear(commission);
    await userEvent.type(commission, '120');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan saluran' }));
    expect(await within(gofood).findByText('Masukkan ID outlet di aplikasi')).toBeInTheDocument();
    expect(within(gofood).getByText('Masukkan persentase dari 0 sampai 100')).toBeInTheDocument();
    expect(replace.bodies).toHaveLength(0);
  });

  it('sends every platform as chosen, a blank store id as none', async () => {
    const replace = capture('put', '/adm/v1/outlets/2/channels', getReplaceOutletChannelsResponseMock());
    api.use(replace.handler);
    await openChannels();
    const shopee = platform('ShopeeFood');
    await userEvent.click(within(shopee).getByRole('switch', { name: 'Sell on ShopeeFood' }));
    const commission = within(shopee).getByRole('textbox', { name: 'Commission (%)' });
    await userEvent.clear(commission);
    await userEvent.type(commission, '30.5');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save channels' }));
    await waitFor(() => expect(replace.bodies).toHaveLength(1));
    expect(replace.bodies[0]).toEqual({
      channels: [
        {
          channel: 'gofood',
          enabled: true,
          store_id: 'G-7781',
          commission_percent: 20,
          price_markup_percent: 25,
          auto_accept: true,
        },
        {
          channel: 'grabfood',
          enabled: true,
          store_id: '6-CZ2XLKJ3',
          commission_percent: 20,
          price_markup_percent: 25,
          auto_accept: false,
        },
        {
          channel: 'shopeefood',
          enabled: true,
          store_id: null,
          commission_percent: 30.5,
          price_markup_percent: 0,
          auto_accept: true,
        },
      ],
    });
  });

  it("puts the API's refusal on the field it names", async () => {
    api.use(
      apiError(
        'put',
        '/adm/v1/outlets/2/channels',
        422,
        'Another outlet already uses this store id on the platform',
        'channels.0.store_id',
      ),
    );
    await openChannels();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save channels' }));
    const gofood = platform('GoFood');
    expect(
      await within(gofood).findByText('Another outlet already uses this store id on the platform'),
    ).toBeInTheDocument();
    expect(within(gofood).getByRole('textbox', { name: 'Store ID' })).toHaveAttribute('aria-invalid', 'true');
  });
});
