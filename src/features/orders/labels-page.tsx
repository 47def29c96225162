// The cup labels of one order, to print on the outlet's label printer: opened from the order desk
// and after a counter sale. The screen shows the labels as they print, with Print and the way back;
// the paper gets the labels alone.
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetOrder } from '@generated/hooks/orders/orders';
import { CupLabels, cupLabels } from '@/components/document/cup-labels';
import { MissingRecord, recordId } from '@/components/document/missing-record';
import { NO_PRINT } from '@/components/document/print-classes';

const route = getRouteApi('/_signed-in/order/$orderId/labels');

export function LabelsPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const { orderId } = route.useParams();
  const id = recordId(orderId);
  const order = useGetOrder(id ?? 0, { query: { enabled: id !== undefined } });
  const back = (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={() => router.history.back()}
    >
      {t('cupLabels.back')}
    </Button>
  );
  if (id === undefined || order.error)
    return (
      <MissingRecord
        error={order.error}
        onRetry={() => void order.refetch()}
        notFound={t('cupLabels.notFound')}
        back={back}
      />
    );
  if (!order.data)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    );
  const data = order.data.data;
  const count = cupLabels(data).length;
  return (
    <Stack gap="md">
      <Group justify="space-between" className={NO_PRINT} wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('cupLabels.title', { id: data.id })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cupLabels.count', { count })} · {t('cupLabels.size')}
          </Text>
        </Stack>
        <Group gap="sm">
          {back}
          <Button
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
            data-autofocus
            autoFocus
          >
            {t('cupLabels.printNow')}
          </Button>
        </Group>
      </Group>
      <CupLabels order={data} />
    </Stack>
  );
}
