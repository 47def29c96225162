// An outlet's menu: its categories with their products (picture, price or discounted price), a
// product the outlet has sold out greyed out and not for adding; a product with options opens the
// option sheet (its defaults chosen); the cart follows at the bottom.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Anchor.css';
import { Alert, Badge, Button, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCustomerOutletMenu, useListCustomerOutlets } from '@generated/app/hooks/app-outlets/app-outlets';
import type { AppMenuProduct } from '@generated/app/model';
import { OptionPicker } from '@/components/cup-options/option-picker';
import { AnchorLink } from '@/components/links';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { cartCount, useCart } from './cart';
import { CartBar } from './cart-bar';
import { useCustomerTitle } from './title';
import { Price, unitPrice } from './price';
import { QuantityStepper } from './quantity-stepper';
import { EmptyState, LoadFailed, NotFoundPage } from './states';

const route = getRouteApi('/customer/outlets/$outletId');

/** The outlet id of the address, or undefined when it is not one. */
export function outletIdOf(param: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2147483647 ? Number(param) : undefined;
}

function ProductCard({
  outletId,
  product,
  onChoose,
}: {
  outletId: number;
  product: AppMenuProduct;
  /** Opens the option sheet for a product with options. */
  onChoose: (product: AppMenuProduct) => void;
}) {
  const { t } = useTranslation();
  const cart = useCart();
  const [confirm, confirmDialog] = useConfirm();
  const withOptions = product.modifier_groups.length > 0;
  // A cup with options is added through the sheet each time; the stepper is for a plain product.
  const line =
    cart.outletId === outletId && !withOptions ? cart.lines.find((l) => l.key === String(product.sku_id)) : undefined;

  const add = async () => {
    // One outlet per order: a product of another outlet starts a new cart, once the customer agrees.
    if (cart.outletId !== null && cart.outletId !== outletId && cartCount(cart.lines) > 0) {
      const fresh = await confirm({
        title: t('customer.menu.newCartTitle'),
        message: t('customer.menu.newCartText'),
        confirmLabel: t('customer.menu.newCart'),
        cancelLabel: t('customer.menu.keepCart'),
      });
      if (!fresh) return;
    }
    if (withOptions) onChoose(product);
    else cart.add(outletId, product.sku_id);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={product.name}
      data-available={product.available}
      style={product.available ? undefined : { opacity: 0.55, filter: 'grayscale(1)' }}
    >
      <Card.Section pos="relative">
        <Image src={product.image_url} alt="" h={140} fit="cover" fallbackSrc="/logo.svg" loading="lazy" bg="gray.1" />
        {product.available ? null : (
          <Badge color="dark" variant="filled" pos="absolute" top={8} left={8}>
            {t('customer.menu.soldOut')}
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" h="100%">
        <Text fw={600} lh={1.3}>
          {product.name}
        </Text>
        <Group justify="space-between" align="center" mt="auto" wrap="wrap" gap="xs">
          <Price product={product} />
          {!product.available ? null : line ? (
            <QuantityStepper
              name={product.name}
              quantity={line.quantity}
              onChange={(quantity) => cart.setQuantity(line.key, quantity)}
            />
          ) : (
            <Button
              size="compact-md"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => void add()}
              aria-label={t('customer.menu.addItem', { name: product.name })}
            >
              {t('customer.menu.add')}
            </Button>
          )}
        </Group>
      </Stack>
      {confirmDialog}
    </Card>
  );
}

export function MenuPage() {
  const { t } = useTranslation();
  const { outletId: param } = route.useParams();
  const outletId = outletIdOf(param);
  const outlets = useListCustomerOutlets();
  const menu = useGetCustomerOutletMenu(outletId ?? 0, { query: { enabled: outletId !== undefined } });
  const outlet = outlets.data?.data.find((o) => o.id === outletId);
  const cart = useCart();
  const [choosing, setChoosing] = useState<AppMenuProduct | null>(null);
  useCustomerTitle(outlet?.name ?? t('customer.menu.title'));

  if (outletId === undefined || (outlets.isSuccess && !outlet)) return <NotFoundPage />;

  return (
    <Stack pb={80}>
      <AnchorLink to="/customer" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('customer.menu.allOutlets')}
        </Group>
      </AnchorLink>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {outlet?.name ?? <Skeleton height={28} width={200} />}
          </Title>
          {outlet ? (
            <Text size="sm" c="dimmed">
              {outlet.address}
            </Text>
          ) : null}
        </Stack>
        {outlet ? (
          <Badge
            color={outlet.is_open_now ? 'teal' : 'gray'}
            variant={outlet.is_open_now ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {outlet.is_open_now ? t('customer.outlets.openNow') : t('customer.outlets.closedNow')}
          </Badge>
        ) : null}
      </Group>
      {outlet && !outlet.is_open_now ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('customer.menu.closedNotice')}
        </Alert>
      ) : null}

      {menu.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={240} radius="md" />
          ))}
        </SimpleGrid>
      ) : menu.isError ? (
        <LoadFailed error={menu.error} onRetry={() => void menu.refetch()} />
      ) : menu.data.data.categories.length === 0 ? (
        <EmptyState text={t('customer.menu.empty')} />
      ) : (
        <>
          <nav aria-label={t('customer.menu.categories')} className="customer-chips">
            {menu.data.data.categories.map((category) => (
              <Button
                key={category.id}
                component="a"
                href={`#category-${category.id}`}
                variant="default"
                size="compact-sm"
                radius="xl"
              >
                {category.name}
              </Button>
            ))}
          </nav>
          {menu.data.data.categories.map((category) => (
            <Stack key={category.id} gap="sm" component="section" aria-labelledby={`category-${category.id}`}>
              <Title order={2} size="h4" id={`category-${category.id}`} style={{ scrollMarginTop: '4.5rem' }}>
                {category.name}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
                {category.products.map((product) => (
                  <ProductCard key={product.sku_id} outletId={outletId} product={product} onChoose={setChoosing} />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </>
      )}
      <CartBar outletId={outletId} products={menu.data?.data.categories.flatMap((c) => c.products) ?? []} />
      <OptionPicker
        product={
          choosing ? { name: choosing.name, price: unitPrice(choosing), groups: choosing.modifier_groups } : null
        }
        onClose={() => setChoosing(null)}
        onAdd={(options) => {
          if (choosing) cart.add(outletId, choosing.sku_id, options);
          setChoosing(null);
        }}
      />
    </Stack>
  );
}
