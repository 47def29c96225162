// How a menu push reads on screen: its status as a coloured badge, what it sent, why it was asked.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ChannelMenuSync, ChannelMenuSyncStatus } from '@generated/model';

const COLOURS: Record<ChannelMenuSyncStatus, string> = {
  QUEUEING: 'gray',
  RUNNING: 'blue',
  SUCCESS: 'teal',
  FAILED: 'red',
};

export function SyncStatusBadge({ status }: { status: ChannelMenuSyncStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(`channelMenus.statuses.${status}`)}
    </Badge>
  );
}

export const reasonLabel = (t: TFunction, sync: ChannelMenuSync) =>
  sync.reason === 'availability'
    ? t('channelMenus.reasons.availability')
    : sync.requested_by_name
      ? t('channelMenus.reasons.manual', { name: sync.requested_by_name })
      : t('channelMenus.reasons.manualNoName');

export const sentLabel = (t: TFunction, sync: ChannelMenuSync) =>
  sync.status === 'SUCCESS'
    ? t('channelMenus.sentCounts', { products: sync.product_count, options: sync.option_count })
    : '';
