// One stock count: its outlet, dates and progress; while it is open, the count sheet; once closed,
// the variance report on the same page. Printed, it is the sheet alone under the chain's letterhead.
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useGetStocktake } from '@generated/hooks/stocktakes/stocktakes';
import { DocumentBar } from '@/components/document/action-bar';
import { PrintHeader } from '@/components/document/document-frame';
import { recordId } from '@/components/document/missing-record';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { ButtonLink } from '@/components/links';
import { formatDateTime } from '@/lib/format';
import { CountSheet } from './count-sheet';
import { CountedProgress, StocktakeStatusBadge } from './status';
import { VarianceReport } from './variance-report';

const route = getRouteApi('/_signed-in/stocktake/$stocktakeId');

export function CountSheetPage() {
  const { t } = useTranslation();
  const { stocktakeId } = route.useParams();
  const id = recordId(stocktakeId);
  // While open, other people's saves show up every half a minute.
  const query = useGetStocktake(id ?? 0, {
    query: {
      enabled: id !== undefined,
      refetchInterval: (q) => (q.state.data?.data.status === 'OPEN' ? 30_000 : false),
    },
  });
  const count = query.data?.data;

  return (
    <Stack gap="md">
      <PrintHeader title={`${t('stocktake.printTitle')} ${count?.stocktake_number ?? ''}`} />
      {/* The screen's title and actions; the print shows the document alone. */}
      <DocumentBar
        label={t('screens.stocktakeDetail')}
        number={count?.stocktake_number}
        badges={
          <>
            {count ? <StocktakeStatusBadge status={count.status} /> : null}
            {count?.blind ? <Badge variant="outline">{t('stocktake.blindBadge')}</Badge> : null}
          </>
        }
        actions={
          <ButtonLink to="/stocktake" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('stocktake.back')}
          </ButtonLink>
        }
      />
      {query.isError || id === undefined ? (
        <Alert color="red" variant="light">
          {t('stocktake.missing')}
        </Alert>
      ) : !count ? (
        <PendingScreen />
      ) : (
        <>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              {t('stocktake.outlet')}: <b>{count.outlet_name}</b>
            </Text>
            <Text size="sm">
              {t('stocktake.openedAt')}: {formatDateTime(count.opened_at)}
            </Text>
            {count.closed_at ? (
              <Text size="sm">
                {t('stocktake.closedAt')}: {formatDateTime(count.closed_at)}
              </Text>
            ) : null}
            <CountedProgress counted={count.counted_count} total={count.line_count} />
          </Group>
          {count.note ? (
            <Text size="sm" c="dimmed">
              {count.note}
            </Text>
          ) : null}
          {count.status === 'OPEN' ? <CountSheet count={count} /> : null}
          {count.status === 'CLOSED' ? <VarianceReport stocktakeId={count.id} /> : null}
        </>
      )}
    </Stack>
  );
}
