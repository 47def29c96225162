// The audit log's columns: when (WIB), who, what operation, which record, and each changed field;
// on a phone, one column holding all of it, so an entry reads without scrolling sideways.
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { AuditEntry } from '@generated/model';
import { auditActor, ChangeList } from '@/components/audit/change-list';
import { formatDateTime } from '@/lib/format';

const recordLabel = (entry: AuditEntry, t: TFunction) =>
  `${t(`auditLog.recordTypes.${entry.record_type}`)} #${entry.record_id}`;
const operationLabel = (entry: AuditEntry, t: TFunction) =>
  t(`auditLog.operations.${entry.operation}`, { defaultValue: entry.operation });

/** The phone's one column: who and when, what was done to which record, then the changes. */
export const compactAuditColumns = (t: TFunction): MRT_ColumnDef<AuditEntry>[] => [
  {
    id: 'entry',
    header: t('auditLog.changes'),
    Cell: ({ row }) => (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {auditActor(row.original, t)}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(row.original.at)} · {operationLabel(row.original, t)} · {recordLabel(row.original, t)}
        </Text>
        <ChangeList changes={row.original.changes} />
      </Stack>
    ),
  },
];

export const auditColumns = (t: TFunction): MRT_ColumnDef<AuditEntry>[] => [
  {
    accessorKey: 'at',
    header: t('auditLog.at'),
    Cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.original.at)}</span>,
  },
  { id: 'user', header: t('auditLog.user'), Cell: ({ row }) => auditActor(row.original, t) },
  {
    accessorKey: 'operation',
    header: t('auditLog.operation'),
    Cell: ({ row }) => operationLabel(row.original, t),
  },
  {
    id: 'record',
    header: t('auditLog.record'),
    Cell: ({ row }) => recordLabel(row.original, t),
  },
  {
    id: 'changes',
    header: t('auditLog.changes'),
    Cell: ({ row }) => <ChangeList changes={row.original.changes} />,
  },
];
