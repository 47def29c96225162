// A stock count's status badge and its counted-lines progress.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StocktakeStatus } from '@generated/model';
import { formatNumber } from '@/lib/format';

const COLORS: Record<StocktakeStatus, string> = { OPEN: 'blue', CLOSED: 'teal', CANCELLED: 'gray' };

export function StocktakeStatusBadge({ status }: { status: StocktakeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`stocktake.status.${status}`)}
    </Badge>
  );
}

export function CountedProgress({ counted, total }: { counted: number; total: number }) {
  const { t } = useTranslation();
  const label = t('stocktake.progressOf', { counted: formatNumber(counted), total: formatNumber(total) });
  const percent = total > 0 ? Math.round((counted / total) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap" miw={140}>
      <Progress value={percent} w={80} size="sm" aria-label={label} color={percent === 100 ? 'teal' : 'blue'} />
      <Text size="xs" c="dimmed">
        {formatNumber(counted)}/{formatNumber(total)}
      </Text>
    </Group>
  );
}
