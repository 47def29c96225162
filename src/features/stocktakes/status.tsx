// A stock count's status badge and its counted-lines progress.
import { useTranslation } from 'react-i18next';
import type { StocktakeStatus } from '@generated/model';
import { ProgressCell } from '@/components/document/progress-cell';
import { StatusBadge, type StatusColors } from '@/components/document/status-badge';
import { formatNumber } from '@/lib/format';

const COLORS: StatusColors<StocktakeStatus> = { OPEN: 'blue', CLOSED: 'teal', CANCELLED: 'gray' };

export function StocktakeStatusBadge({ status }: { status: StocktakeStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={COLORS} label={t(`stocktake.status.${status}`)} />;
}

export function CountedProgress({ counted, total }: { counted: number; total: number }) {
  const { t } = useTranslation();
  const label = t('stocktake.progressOf', { counted: formatNumber(counted), total: formatNumber(total) });
  return <ProgressCell done={counted} total={total} label={label} />;
}
