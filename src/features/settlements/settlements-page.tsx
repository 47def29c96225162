// The delivery platforms' settlement files: choose the platform and its file, check it against the
// orders (a dry run that stores nothing) to see each order's expected payout and the exceptions (an
// amount that differs, a row naming no order, an order the file leaves out), import it, and read the
// files imported before.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetChannelSettlement,
  useImportChannelSettlement,
  useListChannelSettlements,
} from '@generated/hooks/settlements/settlements';
import type { ChannelSettlement, ChannelSettlementRow, SettlementChannel } from '@generated/model';
import { ListScreen } from '@/components/list/list-screen';
import { SummaryCards } from '@/components/reports/summary-cards';
import { isApiError } from '@/lib/api/errors';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { errorToastText } from '@/lib/mutation-feedback';
import { toast } from '@/lib/toast';

const CHANNELS: SettlementChannel[] = ['gofood', 'grabfood', 'shopeefood'];
const STATUS_COLORS: Record<ChannelSettlementRow['status'], string> = {
  matched: 'green',
  amount_differs: 'orange',
  no_order: 'red',
  error: 'red',
};

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Rupiah, negative ones too. */
const signedRupiah = (value: number) => (value < 0 ? `−${formatRupiah(-value)}` : formatRupiah(value));

export function SettlementsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'id' ? 'id' : 'en';
  const [channel, setChannel] = useState<SettlementChannel>('gofood');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ChannelSettlement | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const mutation = useImportChannelSettlement({ mutation: { meta: { successToast: false, errorToast: false } } });
  const list = useListChannelSettlements({ size: 20 });
  const opened = useGetChannelSettlement(openedId ?? 0, { query: { enabled: openedId !== null } });

  const run = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const answer = await mutation.mutateAsync({
        data: { channel, file_name: file.name, content: await base64Of(file), dry_run: dryRun, lang },
      });
      setResult(answer.data);
      setOpenedId(null);
      if (!dryRun) toast.success(t('settlements.imported', { rows: formatNumber(answer.data.summary.rows) }));
    } catch (error) {
      const body = isApiError(error) ? (error.body as { data?: ChannelSettlement }) : undefined;
      if (body?.data) setResult(body.data);
      else toast.error(errorToastText(error) ?? t('errors.unknown'));
    }
  };
  const shown = openedId !== null ? (opened.data?.data ?? null) : result;
  const canImport = !!result && result.dry_run && result.summary.errors === 0 && !mutation.isPending;

  return (
    <ListScreen title={t('screens.channelSettlements')}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('settlements.channel')}
            value={channel}
            onChange={(value) => {
              setChannel(value as SettlementChannel);
              setResult(null);
            }}
            data={CHANNELS.map((value) => ({ value, label: t(`settlements.channels.${value}`) }))}
          />
          <Text size="sm" c="dimmed">
            {t(`settlements.layouts.${channel}`)}
          </Text>
          <FileInput
            label={t('settlements.file')}
            description={t('settlements.limits')}
            accept=".xlsx,.csv"
            value={file}
            onChange={(value) => {
              setFile(value);
              setResult(null);
            }}
            leftSection={<IconUpload size={16} aria-hidden />}
            clearable
          />
          <Group justify="flex-end">
            <Button variant="default" disabled={!file} loading={mutation.isPending} onClick={() => void run(true)}>
              {t('settlements.check')}
            </Button>
            <Button disabled={!canImport} onClick={() => void run(false)}>
              {t('settlements.import')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {shown ? <SettlementResult settlement={shown} /> : null}
      <Title order={2} size="h4">
        {t('settlements.history')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('settlements.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settlements.importedAt')}</Table.Th>
              <Table.Th>{t('settlements.channel')}</Table.Th>
              <Table.Th>{t('settlements.fileName')}</Table.Th>
              <Table.Th>{t('settlements.rows')}</Table.Th>
              <Table.Th>{t('settlements.exceptions')}</Table.Th>
              <Table.Th>{t('settlements.settled')}</Table.Th>
              <Table.Th>{t('settlements.expected')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data?.data ?? []).map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatDateTime(item.imported_at)}</Table.Td>
                <Table.Td>{t(`settlements.channels.${item.channel}`)}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="compact-sm" onClick={() => setOpenedId(item.id)}>
                    {item.file_name}
                  </Button>
                </Table.Td>
                <Table.Td>{formatNumber(item.row_count)}</Table.Td>
                <Table.Td>{formatNumber(item.exception_count)}</Table.Td>
                <Table.Td>{signedRupiah(item.settled_total)}</Table.Td>
                <Table.Td>{signedRupiah(item.expected_total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {list.data && list.data.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settlements.noFiles')}
        </Text>
      ) : null}
    </ListScreen>
  );
}

function SettlementResult({ settlement }: { settlement: ChannelSettlement }) {
  const { t } = useTranslation();
  const { summary } = settlement;
  const counts = {
    rows: formatNumber(summary.rows),
    matched: formatNumber(summary.matched),
    differs: formatNumber(summary.amount_differs),
    noOrder: formatNumber(summary.no_order),
    missing: formatNumber(summary.missing),
    errors: formatNumber(summary.errors),
  };
  const message = settlement.committed
    ? t('settlements.committed', counts)
    : summary.errors > 0
      ? t('settlements.withErrors', counts)
      : t('settlements.ready', counts);
  return (
    <Stack gap="sm" data-testid="settlement-result">
      <Alert color={summary.errors > 0 ? 'red' : settlement.committed ? 'green' : 'blue'}>{message}</Alert>
      <SummaryCards
        cards={(['expected', 'settled', 'difference'] as const).map((key) => ({
          key,
          label: t(`settlements.${key}`),
          value: signedRupiah(summary[key]),
        }))}
      />
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t('settlements.rowsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settlements.row')}</Table.Th>
              <Table.Th>{t('settlements.platformOrderId')}</Table.Th>
              <Table.Th>{t('settlements.gross')}</Table.Th>
              <Table.Th>{t('settlements.commission')}</Table.Th>
              <Table.Th>{t('settlements.promotion')}</Table.Th>
              <Table.Th>{t('settlements.expected')}</Table.Th>
              <Table.Th>{t('settlements.settled')}</Table.Th>
              <Table.Th>{t('settlements.difference')}</Table.Th>
              <Table.Th>{t('settlements.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {settlement.rows.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td>{row.platform_order_id}</Table.Td>
                <Table.Td>{formatRupiah(row.gross)}</Table.Td>
                <Table.Td>{formatRupiah(row.commission)}</Table.Td>
                <Table.Td>{formatRupiah(row.promotion)}</Table.Td>
                <Table.Td>{row.expected === null ? '–' : signedRupiah(row.expected)}</Table.Td>
                <Table.Td>{signedRupiah(row.settled)}</Table.Td>
                <Table.Td c={row.difference ? 'red' : undefined}>
                  {row.difference === null ? '–' : signedRupiah(row.difference)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS_COLORS[row.status]}>
                    {t(`settlements.statuses.${row.status}`)}
                  </Badge>
                  {row.errors.map((error) => (
                    <Text key={error.field} size="xs" c="red">
                      {error.message}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {settlement.missing.length > 0 ? (
        <>
          <Title order={3} size="h5">
            {t('settlements.missingTitle')}
          </Title>
          <Table striped aria-label={t('settlements.missingTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settlements.platformOrderId')}</Table.Th>
                <Table.Th>{t('settlements.placedOn')}</Table.Th>
                <Table.Th>{t('settlements.expected')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settlement.missing.map((order) => (
                <Table.Tr key={order.order_id}>
                  <Table.Td>{order.platform_order_id}</Table.Td>
                  <Table.Td>{formatDate(order.placed_on)}</Table.Td>
                  <Table.Td>{signedRupiah(order.expected)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      ) : null}
    </Stack>
  );
}
