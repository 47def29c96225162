// The cart's summary at the bottom of the menu (above the app's places on a phone): how many items,
// what they come to at today's menu prices, and the way to the checkout.
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Paper.css';
import { Container, Group, Paper, Text } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppMenuProduct } from '@generated/app/model';
import { cupPrice } from '@/components/cup-options/options';
import { ButtonLink } from '@/components/links';
import { formatRupiah } from '@/lib/format';
import { cartCount, useCart } from './cart';
import { unitPrice } from './price';

export function CartBar({ outletId, products }: { outletId: number; products: AppMenuProduct[] }) {
  const { t } = useTranslation();
  const cart = useCart();
  if (cart.outletId !== outletId) return null;
  const count = cartCount(cart.lines);
  if (count === 0) return null;
  const total = cart.lines.reduce((sum, line) => {
    const product = products.find((p) => p.sku_id === line.sku_id);
    return sum + (product ? cupPrice(unitPrice(product), product.modifier_groups, line.options) * line.quantity : 0);
  }, 0);
  return (
    <Paper className="customer-cart-bar" shadow="md" p="sm" withBorder>
      <Container size="lg" p={0}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600} size="sm">
              {t('customer.cart.items', { count })}
            </Text>
            <Text size="sm" c="dimmed">
              {formatRupiah(total)}
            </Text>
          </div>
          <ButtonLink
            to="/customer/outlets/$outletId/checkout"
            params={{ outletId: String(outletId) }}
            leftSection={<IconShoppingBag size={18} aria-hidden />}
          >
            {t('customer.cart.view')}
          </ButtonLink>
        </Group>
      </Container>
    </Paper>
  );
}
