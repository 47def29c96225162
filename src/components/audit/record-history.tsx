// A record's History tab: every write to it, newest first, who made it and each field before and
// after. Shown to users who may read the audit log (view_admin_user).
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import { Button, Group, Loader, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAuditLog } from '@generated/hooks/audit-log/audit-log';
import type { AuditRecordType } from '@generated/model';
import { formatDateTime } from '@/lib/format';
import { canAccess, useSession } from '@/lib/session';
import { FormModal } from '../form/form-modal';
import { auditActor, auditOperation, ChangeList } from './change-list';

const PAGE_SIZE = 10;

export interface RecordHistoryProps {
  recordType: AuditRecordType;
  recordId: number;
}

export function RecordHistory({ recordType, recordId }: RecordHistoryProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState(PAGE_SIZE);
  const query = useListAuditLog(
    { record_type: recordType, record_id: String(recordId), size },
    { query: { placeholderData: keepPreviousData } },
  );
  if (query.isPending) return <Loader size="sm" aria-label={t('auditLog.loading')} />;
  const entries = query.data?.data ?? [];
  if (entries.length === 0) return <Text c="dimmed">{t('auditLog.historyEmpty')}</Text>;
  return (
    <Stack gap="sm" data-testid="record-history">
      {entries.map((entry) => (
        <Paper key={entry.id} withBorder p="sm">
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {auditActor(entry, t)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mb={4}>
            {auditOperation(entry.operation, t)}
          </Text>
          <ChangeList entry={entry} />
        </Paper>
      ))}
      {query.data && query.data.meta.total > entries.length ? (
        <Button variant="subtle" onClick={() => setSize((n) => Math.min(n + PAGE_SIZE, 100))}>
          {t('auditLog.showMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Whether the signed-in user may read records' history (the audit log's rule). */
export function useSeesHistory(): boolean {
  const { session } = useSession();
  return canAccess(session, 'view_admin_user');
}

/**
 * A record's editor with a History tab beside it, for a saved record and a user who may read the
 * audit log; otherwise the editor alone.
 */
export function WithHistory({
  recordType,
  recordId,
  children,
}: {
  recordType: AuditRecordType;
  recordId: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const seesHistory = useSeesHistory();
  if (recordId === undefined || !seesHistory) return <>{children}</>;
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details">{t('auditLog.detailsTab')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('auditLog.historyTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{children}</Tabs.Panel>
      <Tabs.Panel value="history">
        <RecordHistory recordType={recordType} recordId={recordId} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** A record's history behind a button, for screens without an editor to hold a tab. */
export function HistoryButton({ recordType, recordId, title }: RecordHistoryProps & { title: string }) {
  const { t } = useTranslation();
  const seesHistory = useSeesHistory();
  const [opened, setOpened] = useState(false);
  if (!seesHistory) return null;
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('auditLog.historyTab')}
      </Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title={title} size="lg">
        {opened ? <RecordHistory recordType={recordType} recordId={recordId} /> : null}
      </FormModal>
    </>
  );
}
