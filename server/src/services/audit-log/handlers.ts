// The audit trail's list and downloads (view_admin_user, per-outlet reach applied).
import type { FastifyReply } from 'fastify';
import { currentUser } from '../../lib/current-user';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { jakartaDate } from '../../lib/jakarta-time';
import { outletReach } from '../../lib/outlet-access';
import { sendTable, type Cell, type ExportFormat } from '../reports/exports';
import { auditEntriesFor, listAuditLog } from './queries';

const COLUMNS = [
  'at',
  'user',
  'operation',
  'record_type',
  'record_id',
  'outlet_id',
  'field',
  'before',
  'after',
  'ip',
  'user_agent',
] as const;

/** The header row in the reader's language, as the audit log screen words its columns. */
const HEADERS: Record<'en' | 'id', Record<(typeof COLUMNS)[number], string>> = {
  en: {
    at: 'Time (WIB)',
    user: 'User',
    operation: 'Operation',
    record_type: 'Record',
    record_id: 'Record ID',
    outlet_id: 'Outlet ID',
    field: 'Field',
    before: 'Before',
    after: 'After',
    ip: 'Address',
    user_agent: 'User agent',
  },
  id: {
    at: 'Waktu (WIB)',
    user: 'Pengguna',
    operation: 'Operasi',
    record_type: 'Data',
    record_id: 'ID data',
    outlet_id: 'ID outlet',
    field: 'Kolom',
    before: 'Sebelum',
    after: 'Sesudah',
    ip: 'Alamat',
    user_agent: 'Agen pengguna',
  },
};

/** "2026-11-20 10:15:00", the time in WIB. */
const wib = (iso: string) => new Date(Date.parse(iso) + 7 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** A value before or after: text and numbers as they are (a quantity of -3 stays a number), the rest as JSON. */
const cell = (value: unknown): Cell =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' || typeof value === 'number'
      ? value
      : JSON.stringify(value);

type ExportRequest = HandlerRequest<'exportAuditLog'> | HandlerRequest<'exportAuditLogXlsx'>;

async function exportAuditLog(request: ExportRequest, reply: FastifyReply, format: ExportFormat) {
  const { lang, ...filters } = request.query;
  const reach = await outletReach(request, 'view_admin_user');
  const entries = await auditEntriesFor(request.server.db, reach, currentUser(request).userId, filters);
  const rows: Cell[][] = entries.flatMap((entry) => {
    const who = entry.user?.name ?? entry.actor_name ?? entry.actor;
    const changes = entry.changes.length ? entry.changes : [{ field: '', before: null, after: null }];
    return changes.map((change) => [
      wib(entry.at),
      who,
      entry.operation,
      entry.record_type,
      entry.record_id,
      entry.outlet_id ?? '',
      change.field,
      cell(change.before),
      cell(change.after),
      entry.ip ?? '',
      entry.user_agent ?? '',
    ]);
  });
  const today = jakartaDate(Date.now());
  const range = {
    start: filters.start_date ?? (entries.length ? jakartaDate(Date.parse(entries.at(-1)!.at)) : today),
    end: filters.end_date ?? (entries.length ? jakartaDate(Date.parse(entries[0]!.at)) : today),
  };
  const words = HEADERS[lang ?? 'en'];
  return sendTable(reply, 'audit-log', range, format, [...COLUMNS], rows, {
    headers: COLUMNS.map((column) => words[column]),
  });
}

export const auditLogHandlers: Handlers = {
  listAuditLog: async (request) =>
    listAuditLog(
      request.server.db,
      await outletReach(request, 'view_admin_user'),
      currentUser(request).userId,
      request.query,
    ),
  exportAuditLog: (request, reply) => exportAuditLog(request, reply, 'csv'),
  exportAuditLogXlsx: (request, reply) => exportAuditLog(request, reply, 'xlsx'),
};
