// A transfer's status badge.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StockTransferStatus } from '@generated/model';

const COLORS: Record<StockTransferStatus, string> = {
  IN_TRANSIT: 'blue',
  RECEIVED: 'teal',
  CANCELLED: 'gray',
};

export function TransferStatusBadge({ status }: { status: StockTransferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`stockTransfer.status.${status}`)}
    </Badge>
  );
}
