// The outlets' links to GoFood and GrabFood, each with its latest push and a "Sync menu" action.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Button.css';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useListChannelMenuLinks, useQueueChannelMenuSync } from '@generated/hooks/channel-menus/channel-menus';
import type { ChannelMenuLink } from '@generated/model';
import { DataTableEmpty, DataTableError } from '@/components/data-table/data-table-states';
import { formatDateTime } from '@/lib/format';
import { SyncStatusBadge } from './sync-badges';

function LinkRow({ link }: { link: ChannelMenuLink }) {
  const { t } = useTranslation();
  const platform = t(`channelMenus.platforms.${link.channel}`);
  const sync = useQueueChannelMenuSync({
    mutation: { meta: { successToast: t('channelMenus.queuedToast', { outlet: link.outlet_name, platform }) } },
  });
  const last = link.last_sync;
  return (
    <Table.Tr>
      <Table.Td>{link.outlet_name}</Table.Td>
      <Table.Td>{platform}</Table.Td>
      <Table.Td>{link.store_id ?? ''}</Table.Td>
      <Table.Td>
        {last ? (
          <Stack gap={2}>
            <SyncStatusBadge status={last.status} />
            <Text size="xs" c="dimmed">
              {formatDateTime(last.finished_at ?? last.requested_at)}
            </Text>
            {last.error ? (
              <Text size="xs" c="red">
                {last.error}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('channelMenus.never')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {link.enabled && link.store_id ? (
          <Button
            size="xs"
            variant="light"
            loading={sync.isPending}
            aria-label={t('channelMenus.syncOf', { outlet: link.outlet_name, platform })}
            onClick={() => sync.mutate({ channel: link.channel, data: { outlet_id: link.outlet_id } })}
          >
            {t('channelMenus.sync')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('channelMenus.off')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function ChannelLinks() {
  const { t } = useTranslation();
  const links = useListChannelMenuLinks();
  const rows = links.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={t('channelMenus.links')}>
      <Title order={2} size="h4">
        {t('channelMenus.links')}
      </Title>
      {links.error ? (
        <DataTableError error={links.error} onRetry={() => void links.refetch()} />
      ) : links.isPending ? null : rows.length === 0 ? (
        <DataTableEmpty message={t('channelMenus.noLinks')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('channelMenus.outlet')}</Table.Th>
                <Table.Th>{t('channelMenus.platform')}</Table.Th>
                <Table.Th>{t('channelMenus.storeId')}</Table.Th>
                <Table.Th>{t('channelMenus.lastSync')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((link) => (
                <LinkRow key={`${link.outlet_id}-${link.channel}`} link={link} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
