// Under the sales table: what each promotion (and the points members redeemed) took off the orders
// the report counts, with who pays for it, the orders that took it and the discount, then the part
// the brand pays and the part the outlets pay. On a phone each promotion stacks into a small card.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesDiscountByPromotion } from '@generated/model';
import { formatNumber, formatRupiah } from '@/lib/format';
import '@/components/data-table/stacked-table.css';

export interface DiscountsByPromotionProps {
  discounts: SalesDiscountByPromotion[];
  brand: number;
  outlet: number;
}

export function DiscountsByPromotion({ discounts, brand, outlet }: DiscountsByPromotionProps) {
  const { t } = useTranslation();
  const headings = {
    promotion: t('reports.promotions.promotion'),
    funded_by: t('reports.promotions.funded_by'),
    orders: t('reports.promotions.order_count'),
    discount: t('reports.promotions.discount'),
  };
  return (
    <Stack gap="xs" data-testid="discounts-by-promotion">
      <Title order={3} size="h5">
        {t('reports.sales.discountsByPromotion')}
      </Title>
      {discounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('reports.promotions.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420} className="stacked-table-scroll">
          <Table striped withTableBorder className="stacked-table" aria-label={t('reports.sales.discountsByPromotion')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{headings.promotion}</Table.Th>
                <Table.Th>{headings.funded_by}</Table.Th>
                <Table.Th ta="right">{headings.orders}</Table.Th>
                <Table.Th ta="right">{headings.discount}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {discounts.map((row) => (
                <Table.Tr key={`${row.promotion_id ?? 'points'}-${row.funded_by}`}>
                  <Table.Td className="stacked-table-title">
                    {row.promotion_id === null ? t('reports.promotions.points') : row.name}
                  </Table.Td>
                  <Table.Td data-label={headings.funded_by}>
                    <Badge variant="light" color={row.funded_by === 'brand' ? 'indigo' : 'teal'}>
                      {t(`reports.promotions.funder.${row.funded_by}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" data-label={headings.orders}>
                    {formatNumber(row.orders)}
                  </Table.Td>
                  <Table.Td ta="right" data-label={headings.discount}>
                    {formatRupiah(row.discount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group gap="xl">
        <Text size="sm" data-testid="discount-brand">
          {t('reports.promotions.summary.discount_brand')}: <b>{formatRupiah(brand)}</b>
        </Text>
        <Text size="sm" data-testid="discount-outlet">
          {t('reports.promotions.summary.discount_outlet')}: <b>{formatRupiah(outlet)}</b>
        </Text>
      </Group>
    </Stack>
  );
}
