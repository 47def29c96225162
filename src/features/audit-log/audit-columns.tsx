// The audit log's columns: when (WIB), who, what operation, which record, and each changed field.
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { AuditEntry } from '@generated/model';
import { auditActor, ChangeList } from '@/components/audit/change-list';
import { formatDateTime } from '@/lib/format';

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
    Cell: ({ row }) => t(`auditLog.operations.${row.original.operation}`, { defaultValue: row.original.operation }),
  },
  {
    id: 'record',
    header: t('auditLog.record'),
    Cell: ({ row }) => `${t(`auditLog.recordTypes.${row.original.record_type}`)} #${row.original.record_id}`,
  },
  {
    id: 'changes',
    header: t('auditLog.changes'),
    Cell: ({ row }) => <ChangeList changes={row.original.changes} />,
  },
];
