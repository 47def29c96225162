// The Channel menus screen: the outlets' links to GoFood and GrabFood with a "Sync menu" action
// each, and every push with its status and the platform's error, newest first.
import { Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListChannelMenuSyncsQueryOptions } from '@generated/hooks/channel-menus/channel-menus';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { ListScreen } from '@/components/list/list-screen';
import { useListScreen } from '@/components/list/use-list-screen';
import { ChannelLinks } from './channel-links';
import { channelMenuListParams } from './search';
import { syncColumns } from './sync-columns';

const route = getRouteApi('/_signed-in/channel-menus');

const syncCard: CardLayout = { title: 'outlet_name', subtitle: ['channel'], figures: ['status', 'error'] };

export function ChannelMenusPage() {
  const { t } = useTranslation();
  const { table } = useListScreen(route, getListChannelMenuSyncsQueryOptions, channelMenuListParams);
  const columns = useMemo(() => syncColumns(t), [t]);
  return (
    <ListScreen title={t('screens.channelMenus')}>
      <Text c="dimmed" mt={-8}>
        {t('channelMenus.subtitle')}
      </Text>
      <ChannelLinks />
      <Stack gap="xs" component="section" aria-label={t('channelMenus.history')}>
        <Title order={2} size="h4">
          {t('channelMenus.history')}
        </Title>
        <DataTable {...table} columns={columns} card={syncCard} emptyMessage={t('channelMenus.empty')} />
      </Stack>
    </ListScreen>
  );
}
