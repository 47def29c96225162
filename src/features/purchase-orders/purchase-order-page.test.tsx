// The purchase-order screens through the real router and hooks, against the mocked API (the
// contract's examples: PO-2026-11-0042 partly received from PT Sumber Teh Nusantara,
// PO-2026-11-0041 pending from CV Boba Jaya).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetPurchaseOrderResponseMock,
  getListPurchaseOrdersResponseMock,
} from '@generated/hooks/purchase-orders/purchase-orders.msw';
import { NO_PRINT } from '@/components/document/print-classes';
import { i18n } from '@/lib/i18n';
import { api, recordQueries } from '@/testing/api';
import { renderApp, signIn } from '@/testing/render';

/** Answers the list with the examples of the status asked for, recording each query. */
function recordListCalls() {
  const list = recordQueries('/adm/v1/purchase-orders', (query) => {
    const all = getListPurchaseOrdersResponseMock();
    const status = query.get('status');
    const data = all.data.filter((po) => status === null || po.status === status);
    return { data, meta: { ...all.meta, total: data.length } };
  });
  api.use(list.handler);
  return list.queries;
}

describe('the purchase-order screens', () => {
  it('ask for the filters of the URL, list the match and open it as a document', async () => {
    const queries = recordListCalls();
    signIn();
    const { router } = renderApp('/purchase-order?status=PARTIAL&vendor=sumber');
    const row = await screen.findByRole('row', { name: /PO-2026-11-0042/ });
    expect(queries[0]).toEqual({ status: 'PARTIAL', vendor: 'sumber' });
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeInTheDocument();
    expect(row).toHaveTextContent('PT Sumber Teh Nusantara');
    expect(within(row).getByText('Partial')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /PO-2026-11-0041/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by vendor' })).toHaveValue('sumber');

    await userEvent.click(within(row).getByRole('link', { name: 'View PO-2026-11-0042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-order/42/detail'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Purchase Order detail PO-2026-11-0042' });
    // On a phone the number wraps as a whole, never as "PO-" then the rest.
    expect(within(title).getByText('PO-2026-11-0042')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(await screen.findAllByText('Thai Tea Premium Mix 1 kg')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Receive goods' })).toBeInTheDocument();
  });

  it('puts the chosen status in the URL and lists what it answers', async () => {
    const queries = recordListCalls();
    signIn();
    const { router } = renderApp('/purchase-order');
    await screen.findByRole('row', { name: /PO-2026-11-0042/ });
    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'PENDING' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /PO-2026-11-0042/ })).not.toBeInTheDocument());
    expect(queries.at(-1)).toEqual({ status: 'PENDING' });
    expect(screen.getByRole('row', { name: /PO-2026-11-0041/ })).toHaveTextContent('CV Boba Jaya');

    await userEvent.click(screen.getByRole('textbox', { name: 'Filter by status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'CANCELLED' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'CANCELLED' }));
  });

  it("proposes the head office as the receiving outlet, and each chosen outlet's address for delivery", async () => {
    signIn();
    renderApp('/purchase-order/add');
    const outlet = await screen.findByRole('textbox', { name: /Receiving outlet/ });
    const address = screen.getByRole('textbox', { name: /Delivery address/ });
    await waitFor(() => expect(outlet).toHaveValue('Jakarta Kemang'));
    await waitFor(() =>
      expect(address).toHaveValue('Jl. Kemang Raya No. 10, Bangka, Mampang Prapatan, Jakarta Selatan'),
    );

    await userEvent.click(outlet);
    await userEvent.click(await screen.findByRole('option', { name: 'Bandung Dago' }));
    await waitFor(() => expect(address).toHaveValue('Jl. Ir. H. Juanda No. 112, Dago, Bandung'));

    // An address typed by hand stays when the outlet changes again.
    await userEvent.clear(address);
    await userEvent.type(address, 'Gudang Cikarang Blok C');
    await userEvent.click(outlet);
    await userEvent.click(await screen.findByRole('option', { name: 'Surabaya Tunjungan' }));
    expect(address).toHaveValue('Gudang Cikarang Blok C');
  });
});

describe('the purchase order as a document', () => {
  it("says each line's purchase unit and keeps the chain's own parts off the paper the vendor gets", async () => {
    const po = getGetPurchaseOrderResponseMock().data;
    api.use(
      http.get('*/adm/v1/purchase-orders/:id', () =>
        HttpResponse.json({ data: { ...po, note_code: 'drafted_from_reorder' } }),
      ),
    );
    signIn();
    renderApp('/purchase-order/42/detail');
    const line = await screen.findByRole('row', { name: /Thai Tea Premium Mix 1 kg/ });
    expect(screen.getByRole('columnheader', { name: 'Unit' })).toBeInTheDocument();
    expect(within(line).getByText('1 kg')).toBeInTheDocument();
    // Received and remaining are for the chain's eyes: on screen, never printed.
    for (const name of ['Received', 'Remaining']) {
      expect(screen.getByRole('columnheader', { name })).toHaveClass(NO_PRINT);
    }
    for (const name of ['Item name', 'Unit', 'Ordered', 'Unit price']) {
      expect(screen.getByRole('columnheader', { name })).not.toHaveClass(NO_PRINT);
    }
    // The note to the vendor prints; the system's own note does not.
    expect(screen.getByText(po.notes!).closest(`.${NO_PRINT}`)).toBeNull();
    expect(screen.getByText('Drafted from reorder suggestions').closest(`.${NO_PRINT}`)).not.toBeNull();

    await i18n.changeLanguage('id');
    expect(await screen.findByText('Disusun dari saran pesan ulang')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Satuan' })).toBeInTheDocument();
  });
});
