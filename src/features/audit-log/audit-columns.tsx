// The audit log's columns: when (WIB), who, what operation, which record, and each changed field;
// on a phone, one column holding all of it, so an entry reads without scrolling sideways.
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { AuditEntry } from '@generated/model';
import { auditActor, auditOperation, auditRecord, ChangeList } from '@/components/audit/change-list';
import { formatDateTime } from '@/lib/format';

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
          {formatDateTime(row.original.at)}
        </Text>
        <Text size="sm">
          {auditOperation(row.original.operation, t)} · {auditRecord(row.original, t)}
        </Text>
        <ChangeList entry={row.original} />
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
    Cell: ({ row }) => auditOperation(row.original.operation, t),
  },
  {
    id: 'record',
    header: t('auditLog.record'),
    Cell: ({ row }) => auditRecord(row.original, t),
  },
  {
    id: 'changes',
    header: t('auditLog.changes'),
    Cell: ({ row }) => <ChangeList entry={row.original} />,
  },
];
