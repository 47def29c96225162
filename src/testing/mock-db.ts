// A small in-memory database for screen tests, so a test can create or change a record and see the
// screen show it. Each collection starts from the contract's examples (the rows the generated
// handlers answer with), typed with the contract's models; `resetMockDb` puts every collection
// back before each test (see ./setup). The handlers answering from it are in ./handlers.
import { getListCategoriesResponseMock } from '../../generated/hooks/categories/categories.msw';
import { getListPaymentGatewaysResponseMock } from '../../generated/hooks/payment-gateways/payment-gateways.msw';
import { getListTimeslotsResponseMock } from '../../generated/hooks/timeslots/timeslots.msw';
import { getListVendorsResponseMock } from '../../generated/hooks/vendors/vendors.msw';
import type { Category, PageMeta, PaymentGateway, Timeslot, Vendor } from '../../generated/model';
import { errorResponse } from './api';

type Row = { id: number };

export class Collection<T extends Row> {
  private rows: T[] = [];

  constructor(private readonly seed: () => T[]) {
    this.reset();
  }

  reset() {
    this.rows = this.seed();
  }

  all(): T[] {
    return [...this.rows];
  }

  /** The row with this id, or the contract's 404 answer thrown (MSW sends a thrown response). */
  get(id: number | string): T {
    const row = this.rows.find((candidate) => candidate.id === Number(id));
    if (!row) throw notFound();
    return row;
  }

  /** Adds a row with the next free id, newest first as the lists order them. */
  insert(fields: Omit<T, 'id'>): T {
    const id = Math.max(0, ...this.rows.map((row) => row.id)) + 1;
    const row = { ...fields, id } as T;
    this.rows.unshift(row);
    return row;
  }

  update(id: number | string, changes: Partial<Omit<T, 'id'>>): T {
    const row = { ...this.get(id), ...changes };
    this.rows = this.rows.map((candidate) => (candidate.id === row.id ? row : candidate));
    return row;
  }
}

export const db = {
  categories: new Collection<Category>(() => getListCategoriesResponseMock().data),
  paymentGateways: new Collection<PaymentGateway>(() => getListPaymentGatewaysResponseMock().data),
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
