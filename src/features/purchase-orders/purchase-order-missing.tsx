// What the edit and detail pages show when the order cannot be loaded: not found, or an error to retry.
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { AnchorLink } from '@/components/links';

export function PurchaseOrderMissing({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const notFound = !error || (isApiError(error) && error.status === 404);
  return (
    <Alert color={notFound ? 'gray' : 'red'} title={notFound ? t('purchaseOrder.notFound') : t('errors.unknown')}>
      <Group gap="md">
        {!notFound && error instanceof Error ? error.message : null}
        {!notFound ? (
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
        <AnchorLink to="/purchase-order">{t('purchaseOrder.back')}</AnchorLink>
      </Group>
    </Alert>
  );
}
