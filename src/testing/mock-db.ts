// A small in-memory database for screen tests, so a test can create or change a record and see the
// screen show it. Each collection starts from the contract's examples (the rows the generated
// handlers answer with), typed with the contract's models; `resetMockDb` puts every collection
// back before each test (see ./setup). The handlers answering from it are in ./handlers.
import { getListExpiringLotsResponseMock } from '@generated/hooks/prep/prep.msw';
import { getListCategoriesResponseMock } from '@generated/hooks/categories/categories.msw';
import {
  getListInventoryMovementsResponseMock,
  getListInventoryResponseMock,
} from '@generated/hooks/inventory/inventory.msw';
import { getListOutletsResponseMock } from '@generated/hooks/outlets/outlets.msw';
import { getListPaymentGatewaysResponseMock } from '@generated/hooks/payment-gateways/payment-gateways.msw';
import {
  getGetOutletPrepParsResponseMock,
  getListPrepBatchesResponseMock,
  getListPrepSuggestionsResponseMock,
} from '@generated/hooks/prep/prep.msw';
import { getGetShiftResponseMock } from '@generated/hooks/shifts/shifts.msw';
import { getListTimeslotsResponseMock } from '@generated/hooks/timeslots/timeslots.msw';
import { getListVendorsResponseMock } from '@generated/hooks/vendors/vendors.msw';
import type {
  Category,
  ExpiringLot,
  InventoryMovement,
  InventoryStock,
  Outlet,
  PageMeta,
  PaymentGateway,
  PrepBatch,
  PrepPar,
  PrepSuggestion,
  Shift,
  Timeslot,
  Vendor,
} from '@generated/model';
import { errorResponse } from './api';

export class Collection<T> {
  private rows: T[] = [];

  /** `key` names a row (its id unless the model keys it otherwise, as stock by its SKU). */
  constructor(
    private readonly seed: () => T[],
    private readonly key: (row: T) => number = (row) => (row as { id: number }).id,
  ) {
    this.reset();
  }

  reset() {
    this.rows = this.seed();
  }

  all(): T[] {
    return [...this.rows];
  }

  /** The row with this key, or the contract's 404 answer thrown (MSW sends a thrown response). */
  get(key: number | string): T {
    const row = this.rows.find((candidate) => this.key(candidate) === Number(key));
    if (!row) throw notFound();
    return row;
  }

  /** The key a new row takes: one above the highest. */
  nextId(): number {
    return Math.max(0, ...this.rows.map(this.key)) + 1;
  }

  /** Adds a row, newest first as the lists order them. */
  insert(row: T): T {
    this.rows.unshift(row);
    return row;
  }

  remove(row: T) {
    this.rows = this.rows.filter((candidate) => this.key(candidate) !== this.key(row));
  }

  update(key: number | string, changes: Partial<T>): T {
    const row = { ...this.get(key), ...changes };
    this.rows = this.rows.map((candidate) => (this.key(candidate) === this.key(row) ? row : candidate));
    return row;
  }
}

export const db = {
  categories: new Collection<Category>(() => getListCategoriesResponseMock().data),
  expiringLots: new Collection<ExpiringLot>(() => getListExpiringLotsResponseMock().data),
  inventory: new Collection<InventoryStock>(
    () => getListInventoryResponseMock().data,
    (row) => row.sku_id,
  ),
  inventoryMovements: new Collection<InventoryMovement>(() => getListInventoryMovementsResponseMock().data),
  outlets: new Collection<Outlet>(() => getListOutletsResponseMock().data),
  paymentGateways: new Collection<PaymentGateway>(() => getListPaymentGatewaysResponseMock().data),
  prepBatches: new Collection<PrepBatch>(() => getListPrepBatchesResponseMock().data),
  /** What to make at outlet 1, by prep item. */
  prepSuggestions: new Collection<PrepSuggestion>(
    () => getListPrepSuggestionsResponseMock().data,
    (row) => row.sku.id,
  ),
  /** Outlet 1's pars, in the order the API answers them (by item, then time). */
  prepPars: new Collection<PrepPar>(
    () => getGetOutletPrepParsResponseMock().data.pars,
    (row) => row.sku_id * 10_000 + Number(row.from.replace(':', '')),
  ),
  shifts: new Collection<Shift>(() => [getGetShiftResponseMock().data]),
  timeslots: new Collection<Timeslot>(() => getListTimeslotsResponseMock().data),
  vendors: new Collection<Vendor>(() => getListVendorsResponseMock().data),
};

export function resetMockDb() {
  for (const collection of Object.values(db)) collection.reset();
}

/** The time the API would stamp on a write. */
export const now = () => new Date().toISOString();

const notFound = () => errorResponse(404, 'Not found');

/**
 * One page of `rows` as a list call answers it: `page` and `size` from the query (1 and 10 when
 * absent), and the total across pages.
 */
export function paged<T>(rows: T[], query: URLSearchParams): { data: T[]; meta: PageMeta } {
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 10);
  return { data: rows.slice((page - 1) * size, page * size), meta: { page, size, total: rows.length } };
}

/** Whether `text` holds the `name` search of the query (any case); true without a search. */
export function matchesName(text: string, query: URLSearchParams, param = 'name') {
  const search = query.get(param)?.trim().toLowerCase();
  return !search || text.toLowerCase().includes(search);
}

/** The query's `param` as a boolean filter: undefined when absent. */
export function booleanParam(query: URLSearchParams, param: string) {
  const value = query.get(param);
  return value === null ? undefined : value === 'true';
}
