// The Outlet screen through the real router and hooks, against the mocked API (the contract's
// examples: Surabaya Tunjungan, Bandung Dago, Jakarta Kemang as HQ).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListOutletsResponseMock } from '@generated/hooks/outlets/outlets.msw';
import { i18n } from '@/lib/i18n';
import { api, capture, errorResponse } from '@/testing/api';
import { serveMockDb } from '@/testing/handlers';
import { renderApp, signIn } from '@/testing/render';
// The screen fetches its form' code once the user reaches for the page (lazyPart); loaded here, that is at once,
// so a dialog opens with its fields as in a browser that has fetched them.
import './outlet-editor';

const CREATED = { data: getListOutletsResponseMock().data[0]! };

async function openScreen(url = '/outlet') {
  signIn();
  const view = renderApp(url);
  await screen.findByRole('row', { name: /Bandung Dago/ });
  return view;
}

const dialog = () => screen.getByRole('dialog', { name: /outlet/i });

async function choose(field: string, typed: string, option: string) {
  await userEvent.type(within(dialog()).getByRole('textbox', { name: field }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the outlet list', () => {
  it('shows each outlet with its area and province, owner, staff count and the HQ badge', async () => {
    await openScreen();
    const bandung = screen.getByRole('row', { name: /Bandung Dago/ });
    expect(bandung).toHaveTextContent('Kota Bandung, Jawa Barat');
    expect(within(bandung).getByRole('link', { name: 'Show the outlets of Rina Wulandari' })).toBeInTheDocument();
    expect(within(bandung).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Jakarta Kemang/ })).getByText('HQ')).toBeInTheDocument();
    expect(within(bandung).queryByText('HQ')).not.toBeInTheDocument();
  });

  it('sends the owner of the URL as name_id and shows the name in the filter', async () => {
    const calls: URLSearchParams[] = [];
    api.use(
      http.get('*/adm/v1/outlets', ({ request }) => {
        calls.push(new URL(request.url).searchParams);
        return HttpResponse.json(getListOutletsResponseMock());
      }),
    );
    await openScreen('/outlet?owner=Rina%20Wulandari_1&search_name=Bandung');
    expect(Object.fromEntries(calls[0]!)).toEqual({ owner: 'Rina Wulandari_1', search_name: 'Bandung' });
    // The filter names the owner once its choices have loaded.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter by owner' })).toHaveValue('Rina Wulandari'));
  });
});

describe('the outlet form', () => {
  it('shows the spec messages for the empty fields without sending anything', async () => {
    const create = capture('post', '/adm/v1/outlets', CREATED, 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New outlet' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));
    for (const message of ['Name is required', 'Address is required', 'Area is required', 'Owner is required']) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(create.bodies).toEqual([]);
  });

  it('creates the outlet with the chosen area, owner, staff and head office', async () => {
    const create = capture('post', '/adm/v1/outlets', CREATED, 201);
    api.use(create.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'New outlet' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Bandung Braga');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Address' }), 'Jl. Braga No. 1');
    await choose('Area', 'Bandung', 'Kota Bandung, Jawa Barat');
    await choose('Owner', 'Rina', 'Rina Wulandari');
    await choose('Staff', 'Budi', 'Budi Santoso');
    await userEvent.click(within(dialog()).getByRole('switch', { name: /^Head office/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));
    await waitFor(() => expect(create.bodies).toHaveLength(1));
    expect(create.bodies[0]).toEqual({
      name: 'Bandung Braga',
      address: 'Jl. Braga No. 1',
      is_hq: true,
      area_id: 3273,
      owner_id: 1,
      staff_ids: [2],
      registers: ['Counter 1'],
    });
    expect(await screen.findByText('Outlet created')).toBeInTheDocument();
  });

  it("edits an outlet's registers: adds one, refuses a name already there, and shows the API's refusal", async () => {
    const update = capture('put', '/adm/v1/outlets/2', CREATED);
    api.use(update.handler);
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bandung Dago' }));
    const registers = within(dialog()).getByRole('textbox', { name: /^Registers/ });
    expect(within(dialog()).getByText('Counter 1')).toBeInTheDocument();
    await userEvent.type(registers, 'Counter 2{enter}');
    // The same name in another case is not a second register.
    await userEvent.type(registers, 'counter 2{enter}');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toMatchObject({ registers: ['Counter 1', 'Counter 2'] });
  });

  it('refuses an outlet without a register, and shows which register the API keeps', async () => {
    const detail = 'Counter 1 has an open shift and cannot be removed';
    api.use(http.put('*/adm/v1/outlets/2', () => errorResponse(422, detail, 'registers')));
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bandung Dago' }));
    const registers = within(dialog()).getByRole('textbox', { name: /^Registers/ });
    await userEvent.click(registers);
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog()).findByText('An outlet needs at least one register')).toBeInTheDocument();
    await userEvent.type(registers, 'Counter 9{enter}');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog()).findByText(detail)).toBeInTheDocument();
  });

  it('opens an outlet with its area, owner and staff shown by name, and keeps them on save', async () => {
    const update = capture('put', '/adm/v1/outlets/2', CREATED);
    api.use(update.handler);
    await openScreen();
    await i18n.changeLanguage('id');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah Bandung Dago' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Wilayah' })).toHaveValue('Kota Bandung, Jawa Barat');
    expect(within(dialog()).getByRole('textbox', { name: 'Pemilik' })).toHaveValue('Rina Wulandari');
    expect(within(dialog()).getByText('Siti Rahmawati')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(update.bodies).toHaveLength(1));
    expect(update.bodies[0]).toMatchObject({ area_id: 3273, owner_id: 1, staff_ids: [2, 7], is_hq: false });
  });
});

describe('the outlet screen against saved outlets', () => {
  const row = (name: RegExp) => screen.getByRole('row', { name });

  it('lists a created outlet with its area, owner and HQ badge, then shows its edit', async () => {
    serveMockDb();
    await openScreen();
    expect(screen.queryByRole('row', { name: /Bandung Braga/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New outlet' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Name' }), 'Bandung Braga');
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Address' }), 'Jl. Braga No. 1');
    await choose('Area', 'Bandung', 'Kota Bandung, Jawa Barat');
    await choose('Owner', 'Dewi', 'Dewi Lestari');
    await userEvent.click(within(dialog()).getByRole('switch', { name: /^Head office/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Create outlet' }));

    expect(await screen.findByText('Outlet created')).toBeInTheDocument();
    const created = await screen.findByRole('row', { name: /Bandung Braga/ });
    expect(created).toHaveTextContent('Kota Bandung, Jawa Barat');
    expect(within(created).getByRole('link', { name: 'Show the outlets of Dewi Lestari' })).toBeInTheDocument();
    expect(within(created).getByText('HQ')).toBeInTheDocument();

    await userEvent.click(within(created).getByRole('button', { name: 'Edit Bandung Braga' }));
    await userEvent.click(within(dialog()).getByRole('switch', { name: /^Head office/ }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Outlet updated')).toBeInTheDocument();
    await waitFor(() => expect(within(row(/Bandung Braga/)).queryByText('HQ')).not.toBeInTheDocument());
    expect(row(/Bandung Braga/)).toHaveTextContent('Dewi Lestari');
  });
});
