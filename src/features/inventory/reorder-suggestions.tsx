// The reorder suggestions at one outlet: the SKUs at or below their minimum with what is on hand,
// in transit and on order and the quantity to reach the maximum (editable, with a choosable
// vendor), drafted into purchase orders by vendor in one click or sent as a transfer from the head
// office.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileText, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { AnchorLink } from '@/components/links';
import { formatRupiah } from '@/lib/format';
import { transferLink } from './reorder-figures';
import { SuggestionRow } from './reorder-suggestion-row';
import { useReorderSuggestions } from './use-reorder-suggestions';

export function Suggestions({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const { suggestions, canOrder, lines, ordered, fromHeadOffice, drafted, drafting, vendorOptions, edit, ...actions } =
    useReorderSuggestions(outletId);

  const draftOrders = async () => {
    const totals = actions.totals();
    const yes = await confirm({
      title: t('reorder.confirmTitle'),
      message: (
        <Stack gap={4}>
          <Text size="sm">{t('reorder.confirmText', { count: totals.length })}</Text>
          {totals.map((vendor) => (
            <Group key={vendor.vendorId} justify="space-between" wrap="nowrap">
              <Text size="sm">{t('reorder.vendorLines', { vendor: vendor.name, count: vendor.lines })}</Text>
              <Text size="sm" fw={600}>
                {vendor.total === null ? '—' : formatRupiah(vendor.total)}
              </Text>
            </Group>
          ))}
        </Stack>
      ),
      confirmLabel: t('reorder.draft'),
    });
    if (!yes) return;
    await actions.draftOrders();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('reorder.suggestions')}
          </Title>
          <Group gap="xs">
            {fromHeadOffice.length > 0 ? (
              <Button
                component="a"
                href={transferLink(
                  outletId,
                  fromHeadOffice.map((l) => ({ skuId: l.line.sku_id, quantity: l.quantity })),
                )}
                variant="default"
                leftSection={<IconTruckDelivery size={16} aria-hidden />}
              >
                {t('reorder.transfer')}
              </Button>
            ) : null}
            {canOrder ? (
              <Button
                leftSection={<IconFileText size={16} aria-hidden />}
                disabled={ordered.length === 0}
                loading={drafting}
                onClick={() => void draftOrders().catch(() => undefined)}
              >
                {t('reorder.draft')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {drafted.length > 0 ? (
          <Alert color="green" title={t('reorder.draftedTitle', { count: drafted.length })}>
            <Stack gap={2}>
              {drafted.map((po) => (
                <AnchorLink key={po.id} to="/purchase-order/$poID/detail" params={{ poID: String(po.id) }} size="sm">
                  {po.po_number} · {po.vendor_name} · {formatRupiah(po.total_amount)}
                </AnchorLink>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {suggestions.isPending ? (
          <Loader size="sm" aria-label={t('common.loading')} />
        ) : suggestions.isError ? (
          <Alert color="red">
            <Group justify="space-between">
              {t('reorder.loadError')}
              <Button size="xs" variant="default" onClick={() => void suggestions.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reorder.noSuggestions')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={980}>
            <Table striped verticalSpacing={6} data-testid="reorder-suggestions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reorder.sku')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.onHand')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.inTransit')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.onOrder')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.suggested')}</Table.Th>
                  <Table.Th>{t('reorder.vendor')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.lastCost')}</Table.Th>
                  <Table.Th ta="right">{t('reorder.lineValue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map(({ line, typed, quantity, vendorId }) => (
                  <SuggestionRow
                    key={line.sku_id}
                    line={line}
                    typed={typed}
                    quantity={quantity}
                    vendorId={vendorId}
                    vendorOptions={vendorOptions}
                    canOrder={canOrder}
                    onChange={(patch) => edit(line.sku_id, patch)}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {confirmDialog}
    </Paper>
  );
}
