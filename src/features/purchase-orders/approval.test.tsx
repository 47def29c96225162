// A purchase order awaiting approval on its detail page: an approver at its outlet who neither
// created it nor sent it for approval approves it (no receiving meanwhile); its creator and whoever
// sent it for approval see no way to decide; a rejection needs a reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetPurchaseOrderResponseMock } from '@generated/hooks/purchase-orders/purchase-orders.msw';
import type { PurchaseOrder } from '@generated/model';
import { api, capture } from '@/testing/api';
import { renderApp, sessionWith, signIn } from '@/testing/render';

const example = getGetPurchaseOrderResponseMock().data;
const waiting: PurchaseOrder = {
  ...example,
  status: 'PENDING',
  approval_status: 'AWAITING_APPROVAL',
  approval: {
    requested_at: '2026-11-20T01:15:00Z',
    requested_by: { id: 2, name: 'Budi Santoso' },
    decided_by: null,
    decided_at: null,
    reason: null,
  },
  created_by: { id: 2, name: 'Budi Santoso' },
  inbounds: [],
};

function serve(po: PurchaseOrder) {
  api.use(http.get('*/adm/v1/purchase-orders/:id', () => HttpResponse.json({ data: po })));
}

/** Signed in as user `id`, holding the approve scope at the PO's outlet. */
function approver(id: number) {
  signIn({
    ...sessionWith(),
    id,
    outlets: [
      {
        id: example.outlet_id,
        name: example.outlet_name,
        admin_scope: ['view_admin_purchase_order', 'approve_admin_purchase_order'],
      },
    ],
  });
}

describe('a purchase order awaiting approval', () => {
  it('is approved by an approver who did not create it, and cannot be received meanwhile', async () => {
    serve(waiting);
    approver(1);
    const approve = capture('post', '/adm/v1/purchase-orders/:id/approve', {
      data: { ...waiting, approval_status: 'APPROVED' },
    });
    api.use(approve.handler);
    renderApp(`/purchase-order/${example.id}/detail`);
    const panel = await screen.findByTestId('po-approval');
    expect(within(panel).getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive goods' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `Approve ${example.po_number}` }));
    await waitFor(() => expect(approve.bodies).toHaveLength(1));
    expect(await screen.findByText('Purchase order approved')).toBeInTheDocument();
  });

  it('offers its creator no way to decide on it', async () => {
    serve(waiting);
    approver(2);
    renderApp(`/purchase-order/${example.id}/detail`);
    await screen.findByTestId('po-approval');
    expect(screen.queryByRole('button', { name: `Approve ${example.po_number}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Reject ${example.po_number}` })).not.toBeInTheDocument();
  });

  it('offers whoever sent it for approval by an edit no way to decide on it, and names them', async () => {
    serve({ ...waiting, approval: { ...waiting.approval, requested_by: { id: 3, name: 'Sari Dewi' } } });
    approver(3);
    renderApp(`/purchase-order/${example.id}/detail`);
    const panel = await screen.findByTestId('po-approval');
    expect(within(panel).getByText(/^Sent for approval by Sari Dewi on /)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Approve ${example.po_number}` })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Reject ${example.po_number}` })).not.toBeInTheDocument();
  });

  it('is rejected only with a reason', async () => {
    serve(waiting);
    approver(1);
    const reject = capture('post', '/adm/v1/purchase-orders/:id/reject', {
      data: { ...waiting, approval_status: 'REJECTED' },
    });
    api.use(reject.handler);
    renderApp(`/purchase-order/${example.id}/detail`);
    await userEvent.click(await screen.findByRole('button', { name: `Reject ${example.po_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Reject ${example.po_number}` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(reject.bodies).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Over budget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reject.bodies).toEqual([{ reason: 'Over budget' }]));
  });
});
