// The way to an order's receipt, to print it: from the counter's sale and the order desk.
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';

export function ReceiptLink({ orderId, size }: { orderId: number; size: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to="/order/$orderId/receipt"
      params={{ orderId: String(orderId) }}
      variant="light"
      size={size}
      leftSection={<IconReceipt size={size === 'sm' ? 16 : 18} aria-hidden />}
    >
      {t('receipt.print')}
    </ButtonLink>
  );
}
