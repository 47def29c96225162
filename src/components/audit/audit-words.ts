// An audit entry in the reader's words: the operation as a business action, the record by its
// number or name, each field by its label, and each value as people read it — a referenced record
// by its name (the names come with the entry), a code by its label, money in rupiah, times in WIB.
// The labels of operations live in one place, the catalogue's `auditLog.operations`.
import type { TFunction } from 'i18next';
import { InvoiceStatus, OrderStatus, type AuditEntry } from '@generated/model';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';

export type NamedEntry = Pick<AuditEntry, 'record_type' | 'names'>;

/** "draftReorderPurchaseOrders" → "Draft reorder purchase orders": words for a name without a label. */
const spelledOut = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The operation as the business action it was ("Purchase order approved"). */
export const auditOperation = (operation: string, t: TFunction): string =>
  t(`auditLog.operations.${operation}`, { defaultValue: spelledOut(operation) });

/** A field's label in the reader's language. */
export const auditField = (field: string, t: TFunction): string =>
  t(`auditLog.fields.${field}`, { defaultValue: spelledOut(field) });

/** The record by what people call it: "Purchase order PO-2026-11-0366", "Vendor PT Sumber Teh". */
export function auditRecord(entry: Pick<AuditEntry, 'record_type' | 'record_id' | 'record_name'>, t: TFunction) {
  const type = t(`auditLog.recordTypes.${entry.record_type}`);
  // The settings are one record; a customer is personal data, named nowhere here.
  if (entry.record_type === 'settings' || entry.record_type === 'customer') return type;
  const name = entry.record_name ?? (/^\d+$/.test(entry.record_id) ? `#${entry.record_id}` : null);
  return name === null ? type : t('auditLog.recordNamed', { type, name });
}

/** Amounts in whole rupiah. */
const MONEY = new Set([
  'amount',
  'alert_amount',
  'cash_tendered',
  'discount_total',
  'discounted_price',
  'fee',
  'fee_flat',
  'po_approval_threshold',
  'price',
  'price_delta',
  'rounding',
  'service_charge',
  'subtotal',
  'tax',
  'tax_base',
  'total',
  'total_amount',
  'total_price',
  'unit_price',
]);
/** Amounts in thousandths of a rupiah. */
const MILLI_MONEY = new Set(['avg_cost_milli', 'unit_cost_milli']);
/** Rates in hundredths of a percent. */
const BASIS_POINTS = new Set(['pbjt_rate_bp', 'service_charge_bp']);
/** Fields holding a code, shown by the code's label. */
const CODES = new Set(['status', 'approval_status', 'kind', 'type', 'event', 'channel', 'order_type', 'selection']);

const statusCode = <K extends string>(codes: Record<K, number>, value: number) =>
  (Object.entries(codes) as [K, number][]).find(([, code]) => code === value)?.[0];

/** A code's label: the shared order and invoice statuses and payment types, or the audit log's own. */
function codeLabel(field: string, value: string | number, entry: NamedEntry, t: TFunction): string | undefined {
  if (typeof value === 'number') {
    if (field !== 'status') return undefined;
    if (entry.record_type === 'order') {
      const code = statusCode(OrderStatus, value);
      return code ? t(`orderStatus.${code}`) : undefined;
    }
    if (entry.record_type === 'invoice') {
      const code = statusCode(InvoiceStatus, value);
      return code ? t(`invoiceStatus.${code}`) : undefined;
    }
    return undefined;
  }
  if (field === 'method_type') return t(`paymentMethodType.${value}`, { defaultValue: spelledOut(value) });
  const isCode = CODES.has(field) || /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(value) || /^[a-z]+(_[a-z]+)+$/.test(value);
  if (!isCode || !/^\w+$/.test(value)) return undefined;
  return t(`auditLog.values.${value}`, { defaultValue: spelledOut(value) });
}

/** One value as people read it; `field` says what it is. Lists of lines are shown apart (see `auditLines`). */
export function auditValue(field: string, value: unknown, entry: NamedEntry, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => auditValue(field, item, entry, t)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${auditField(key, t)}: ${auditValue(key, inner, entry, t)}`)
      .join('; ');
  }
  if (typeof value === 'boolean') return value ? t('auditLog.yes') : t('auditLog.no');
  if (typeof value !== 'number' && typeof value !== 'string') return String(value);
  const named = entry.names[field]?.[String(value)];
  if (named !== undefined) return named;
  const code = codeLabel(field, value, entry, t);
  if (code !== undefined) return code;
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatRupiah(value);
    if (MILLI_MONEY.has(field)) return formatRupiah(Math.round(value / 1000));
    if (BASIS_POINTS.has(field)) return `${formatNumber(value / 100)}%`;
    return formatNumber(value);
  }
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return value;
}

type Line = Record<string, unknown>;

/** Whether a change's values are lines (lists of records), shown as a table. */
export const isLines = (before: unknown, after: unknown): boolean =>
  [before, after].some((value) => Array.isArray(value) && value.length > 0) &&
  [before, after].every(
    (value) =>
      value === null ||
      value === undefined ||
      (Array.isArray(value) &&
        value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item))),
  );

/** A line's row: its name, whether it was added, removed or changed, and each column's before and after. */
export interface LineRow {
  key: string;
  name: string;
  state: 'added' | 'removed' | 'changed' | 'same';
  cells: { before: string; after: string; changed: boolean }[];
}

/** The fields that name a line, in the order tried. */
const LINE_NAMES = ['item_name', 'name', 'sku_id', 'ingredient_sku_id', 'component_sku_id', 'role_id', 'outlet_id'];

/** Where a line is matched with its earlier self: its own id, else what it is about. */
const lineKey = (line: Line, index: number) => {
  for (const field of ['id', ...LINE_NAMES])
    if (line[field] !== undefined && line[field] !== null) return `${field}:${String(line[field])}`;
  return `#${index}`;
};

/**
 * Lines before and after as a table: a row a line (added, removed or changed; unchanged lines left
 * out when others changed), and a column a field that differs (every field for lines added or removed
 * alone). Ids are never a column.
 */
export function auditLines(field: string, before: unknown, after: unknown, entry: NamedEntry, t: TFunction) {
  const was = (Array.isArray(before) ? before : []) as Line[];
  const is = (Array.isArray(after) ? after : []) as Line[];
  const earlier = new Map(was.map((line, index) => [lineKey(line, index), line]));
  const later = new Map(is.map((line, index) => [lineKey(line, index), line]));
  const keys = [...new Set([...later.keys(), ...earlier.keys()])];
  const fields = [...new Set([...was, ...is].flatMap((line) => Object.keys(line)))].filter((name) => name !== 'id');
  const same = (line: string, name: string) =>
    JSON.stringify(earlier.get(line)?.[name] ?? null) === JSON.stringify(later.get(line)?.[name] ?? null);
  const changedSomewhere = fields.filter((name) =>
    keys.some((line) => earlier.has(line) && later.has(line) && !same(line, name)),
  );
  const onlyAddedOrRemoved = changedSomewhere.length === 0;
  const nameField = LINE_NAMES.find((name) => fields.includes(name));
  const columns = (onlyAddedOrRemoved ? fields : changedSomewhere).filter((name) => name !== nameField);
  const rows: LineRow[] = keys.map((key, index) => {
    const old = earlier.get(key);
    const now = later.get(key);
    const line = (now ?? old)!;
    const state = !old ? 'added' : !now ? 'removed' : fields.some((name) => !same(key, name)) ? 'changed' : 'same';
    return {
      key,
      name: nameField ? auditValue(nameField, line[nameField], entry, t) : t('auditLog.lineNumber', { n: index + 1 }),
      state,
      cells: columns.map((name) => ({
        before: old ? auditValue(name, old[name], entry, t) : '',
        after: now ? auditValue(name, now[name], entry, t) : '',
        changed: Boolean(old && now && !same(key, name)),
      })),
    };
  });
  const shown = rows.some((row) => row.state !== 'same') ? rows.filter((row) => row.state !== 'same') : rows;
  return {
    field: auditField(field, t),
    /** Whether to say which lines were added or removed: not when every line was (a new document). */
    marked: was.length > 0 && is.length > 0,
    nameHeader: nameField ? auditField(nameField, t) : t('auditLog.line'),
    headers: columns.map((name) => auditField(name, t)),
    rows: shown,
  };
}
