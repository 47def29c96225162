// The way to an order's cup labels, from wherever the order was just sold or is being made.
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/links';

export function CupLabelsLink({ orderId, size }: { orderId: number; size: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to="/order/$orderId/labels"
      params={{ orderId: String(orderId) }}
      variant="light"
      size={size}
      leftSection={<IconTags size={size === 'sm' ? 16 : 18} aria-hidden />}
    >
      {t('cupLabels.print')}
    </ButtonLink>
  );
}
