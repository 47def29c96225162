// A transfer's status badge.
import { useTranslation } from 'react-i18next';
import type { StockTransferStatus } from '@generated/model';
import { StatusBadge, type StatusColors } from '@/components/document/status-badge';

const COLORS: StatusColors<StockTransferStatus> = {
  IN_TRANSIT: 'blue',
  RECEIVED: 'teal',
  CANCELLED: 'gray',
};

export function TransferStatusBadge({ status }: { status: StockTransferStatus }) {
  const { t } = useTranslation();
  return <StatusBadge status={status} colors={COLORS} label={t(`stockTransfer.status.${status}`)} />;
}
