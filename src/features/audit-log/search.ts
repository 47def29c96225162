// The audit log screen's URL search (page, size, the user as name_id, record type and id,
// operation, date range) and the list call it makes.
import { AuditRecordType, type ListAuditLogParams } from '@generated/model';
import {
  dateParam,
  enumParam,
  nameIdParam,
  pagingSearch,
  safeText,
  searchSchema,
  type SearchOf,
} from '@/lib/validation/search-params';

/** The record types the filter offers: the contract's, so one added there is offered (and needs its label). */
export const RECORD_TYPES = Object.values(AuditRecordType) as [AuditRecordType, ...AuditRecordType[]];

export const auditSearchSchema = searchSchema({
  ...pagingSearch,
  user: nameIdParam('user'),
  record_type: enumParam('recordType', RECORD_TYPES),
  record_id: safeText,
  operation: safeText,
  start_date: dateParam,
  end_date: dateParam,
});
export type AuditSearch = SearchOf<typeof auditSearchSchema>;

const idOf = (nameId: string | undefined) => (nameId ? Number(nameId.slice(nameId.lastIndexOf('_') + 1)) : undefined);

/** The filters without paging, for the downloads. */
export const auditFilterParams = (search: AuditSearch) => ({
  user_id: idOf(search.user),
  record_type: search.record_type,
  record_id: search.record_id?.trim() || undefined,
  operation: search.operation,
  start_date: search.start_date,
  // A range picked backwards still means the days between.
  end_date: search.end_date && search.start_date && search.end_date < search.start_date ? undefined : search.end_date,
});

export const auditListParams = (search: AuditSearch): ListAuditLogParams => ({
  page: search.page,
  size: search.size,
  ...auditFilterParams(search),
});
