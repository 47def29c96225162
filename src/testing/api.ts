// The API as component tests see it: MSW answers every call with the contract's examples (the
// handlers orval generates from the contract), so tests run the real generated hooks, client and
// mutator. A test changes an answer with `api.use(...)`, or answers an error with `apiError`.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getAuditLogMock } from '@generated/hooks/audit-log/audit-log.msw';
import { getAuthMock } from '@generated/hooks/auth/auth.msw';
import { getCategoriesMock } from '@generated/hooks/categories/categories.msw';
import { getChannelSettingsMock } from '@generated/hooks/channel-settings/channel-settings.msw';
import { getCounterMock } from '@generated/hooks/counter/counter.msw';
import { getCustomersMock } from '@generated/hooks/customers/customers.msw';
import { getDashboardMock } from '@generated/hooks/dashboard/dashboard.msw';
import { getInventoryMock } from '@generated/hooks/inventory/inventory.msw';
import { getInvoicesMock } from '@generated/hooks/invoices/invoices.msw';
import { getModifiersMock } from '@generated/hooks/modifiers/modifiers.msw';
import { getOrdersMock } from '@generated/hooks/orders/orders.msw';
import { getOutletsMock } from '@generated/hooks/outlets/outlets.msw';
import { getPaymentGatewaysMock } from '@generated/hooks/payment-gateways/payment-gateways.msw';
import { getPrepMock } from '@generated/hooks/prep/prep.msw';
import { getPurchaseOrdersMock } from '@generated/hooks/purchase-orders/purchase-orders.msw';
import { getReportsMock } from '@generated/hooks/reports/reports.msw';
import { getRolesMock } from '@generated/hooks/roles/roles.msw';
import { getSettingsMock } from '@generated/hooks/settings/settings.msw';
import { getShiftsMock } from '@generated/hooks/shifts/shifts.msw';
import { getSkusMock } from '@generated/hooks/skus/skus.msw';
import { getStocktakesMock } from '@generated/hooks/stocktakes/stocktakes.msw';
import { getSystemMock } from '@generated/hooks/system/system.msw';
import { getTaxMock } from '@generated/hooks/tax/tax.msw';
import { getTimeslotsMock } from '@generated/hooks/timeslots/timeslots.msw';
import { getStockTransfersMock } from '@generated/hooks/stock-transfers/stock-transfers.msw';
import { getUploadsMock } from '@generated/hooks/uploads/uploads.msw';
import { getUsersMock } from '@generated/hooks/users/users.msw';
import { getVendorsMock } from '@generated/hooks/vendors/vendors.msw';

export const api = setupServer(
  ...getAuditLogMock(),
  ...getAuthMock(),
  ...getCategoriesMock(),
  ...getChannelSettingsMock(),
  ...getCounterMock(),
  ...getDashboardMock(),
  ...getInventoryMock(),
  ...getInvoicesMock(),
  ...getModifiersMock(),
  ...getOrdersMock(),
  ...getOutletsMock(),
  ...getPaymentGatewaysMock(),
  ...getPrepMock(),
  ...getCustomersMock(),
  ...getPurchaseOrdersMock(),
  ...getReportsMock(),
  ...getRolesMock(),
  ...getSettingsMock(),
  ...getShiftsMock(),
  ...getSkusMock(),
  ...getStockTransfersMock(),
  ...getStocktakesMock(),
  ...getSystemMock(),
  ...getTaxMock(),
  ...getTimeslotsMock(),
  ...getUploadsMock(),
  ...getUsersMock(),
  ...getVendorsMock(),
);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The contract's error envelope with this status (a handler returns it, or throws it to stop). */
export const errorResponse = (status: number, detail: string, field?: string) =>
  HttpResponse.json({ errors: [{ detail, ...(field ? { field } : {}) }] }, { status });

/** A handler answering `method path` with the contract's error envelope. */
export function apiError(method: Method, path: string, status: number, detail: string, field?: string) {
  return http[method](`*${path}`, () => errorResponse(status, detail, field));
}

/**
 * A handler that records the JSON bodies sent to `method path` and answers with `reply`, for
 * asserting what a form sent.
 */
export function capture<T>(method: Method, path: string, reply: T, status = 200) {
  const bodies: unknown[] = [];
  const handler = http[method](`*${path}`, async ({ request }) => {
    bodies.push(await request.json().catch(() => undefined));
    return HttpResponse.json(reply as object, { status });
  });
  return { handler, bodies };
}

/**
 * A handler that records the query of every GET to `path` and answers with `reply` (or what it
 * makes of the query), for asserting what a screen asked for.
 */
export function recordQueries<T>(path: string, reply: T | ((query: URLSearchParams) => T)) {
  const queries: Record<string, string>[] = [];
  const handler = http.get(`*${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    queries.push(Object.fromEntries(query));
    const body = typeof reply === 'function' ? (reply as (query: URLSearchParams) => T)(query) : reply;
    return HttpResponse.json(body as object);
  });
  return { handler, queries };
}
