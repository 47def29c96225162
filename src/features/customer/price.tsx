// A product's price as the menu shows it: the discounted price, with the usual price struck
// through beside it, when there is one.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AppMenuProduct } from '@generated/app/model';
import { formatRupiah } from '@/lib/format';

/** What one of the product costs now (the server prices the order the same way). */
export const unitPrice = (product: Pick<AppMenuProduct, 'price' | 'discounted_price'>): number =>
  product.discounted_price ?? product.price;

export function Price({ product }: { product: Pick<AppMenuProduct, 'price' | 'discounted_price'> }) {
  const { t } = useTranslation();
  if (product.discounted_price === null || product.discounted_price >= product.price) {
    return <Text fw={600}>{formatRupiah(product.price)}</Text>;
  }
  return (
    <Group gap={6} wrap="wrap">
      <Text fw={700} c="red.9">
        {formatRupiah(product.discounted_price)}
      </Text>
      <Text
        size="sm"
        c="dimmed"
        td="line-through"
        aria-label={t('customer.menu.usualPrice', { price: formatRupiah(product.price) })}
      >
        {formatRupiah(product.price)}
      </Text>
    </Group>
  );
}
