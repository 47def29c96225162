// The menu as big tiles, by category (chips) and search, for a touchscreen and a keyboard alike: each
// tile is a button (Tab to it, Enter adds one), Enter in the search box adds the first product found.
// A product with options opens the option picker instead. A sold-out product shows as such and cannot
// be added; in the sold-out mode a tap switches it.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import { Badge, Chip, Group, Image, ScrollArea, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterMenuProduct as Sku } from '@generated/model';
import { cupPrice, defaultChoice } from '@/components/cup-options/options';
import { formatRupiah } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import { useRowsInSteps } from '@/lib/use-rows-in-steps';
import { unitPrice } from './cart';
import './counter.css';

export interface ProductGridProps {
  products: readonly Sku[];
  soldOut: ReadonlySet<number>;
  categoryId: number | undefined;
  onCategory: (categoryId: number | undefined) => void;
  query: string;
  onQuery: (query: string) => void;
  onAdd: (sku: Sku) => void;
  /** The sold-out mode: a tap switches the product sold out or back on instead of adding it. */
  switching: boolean;
  onSwitching: (on: boolean) => void;
  onSwitch: (sku: Sku, soldOut: boolean) => void;
  /** Shown under the sold-out mode's hint: the options to switch. */
  optionSwitches?: ReactNode;
}

const ALL = 'all';

/** The categories of the products shown, in the order first met (the menu is sorted by name). */
export function categoriesOf(products: readonly Sku[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const sku of products) if (!seen.has(sku.category_id)) seen.set(sku.category_id, sku.category_name);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The products whose name holds the search text (any case, every category), else the category's. */
export function productsShown(products: readonly Sku[], categoryId: number | undefined, query: string): Sku[] {
  const text = query.trim().toLowerCase();
  if (text) return products.filter((sku) => sku.name.toLowerCase().includes(text));
  return products.filter((sku) => categoryId === undefined || sku.category_id === categoryId);
}

function Tile({
  sku,
  soldOut,
  switching,
  onPress,
}: {
  sku: Sku;
  soldOut: boolean;
  switching: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation();
  // With options: the cup as it starts, its defaults chosen.
  const price = cupPrice(unitPrice(sku), sku.modifier_groups, defaultChoice(sku.modifier_groups));
  return (
    <button
      type="button"
      className="counter-tile"
      data-sold-out={soldOut || undefined}
      data-switching={switching || undefined}
      aria-disabled={soldOut && !switching ? true : undefined}
      aria-label={
        switching
          ? t(soldOut ? 'counter.switchOn' : 'counter.switchOff', { name: sku.name })
          : soldOut
            ? t('counter.soldOutTile', { name: sku.name })
            : t('counter.addTile', { name: sku.name, price: formatRupiah(price) })
      }
      onClick={onPress}
    >
      {sku.image_url ? (
        <div className="counter-tile-image">
          <Image src={sku.image_url} alt="" h="100%" w="100%" fit="cover" radius="sm" />
        </div>
      ) : null}
      <Text fw={600} size="sm" lineClamp={2} ta="left">
        {sku.name}
      </Text>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text size="sm">{formatRupiah(price)}</Text>
        {sku.discounted_price !== null && sku.discounted_price > 0 ? (
          <Text size="xs" c="dimmed" td="line-through">
            {formatRupiah(sku.price)}
          </Text>
        ) : null}
      </Group>
      {soldOut ? (
        <Badge color="red" variant="filled" size="sm" className="counter-sold-out-badge">
          {t('counter.soldOut')}
        </Badge>
      ) : null}
    </button>
  );
}

export function ProductGrid({
  products,
  soldOut,
  categoryId,
  onCategory,
  query,
  onQuery,
  onAdd,
  switching,
  onSwitching,
  onSwitch,
  optionSwitches,
}: ProductGridProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const categories = categoriesOf(products);
  const shown = productsShown(products, categoryId, query);
  // The first tiles are built with the screen, the rest in steps.
  const built = useRowsInSteps(shown.length, 12, 12);
  const press = (sku: Sku) => {
    const isSoldOut = soldOut.has(sku.sku_id);
    if (switching) onSwitch(sku, !isSoldOut);
    else if (!isSoldOut) onAdd(sku);
  };
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          className="counter-search"
          label={t('counter.search')}
          placeholder={t('counter.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => onQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            const first = shown.find((sku) => !soldOut.has(sku.sku_id));
            if (first && !switching) onAdd(first);
          }}
        />
        <Switch
          label={t('counter.soldOutMode')}
          checked={switching}
          onChange={(event) => onSwitching(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <ScrollArea type="auto" offsetScrollbars={phone ? 'x' : false} scrollbarSize={6}>
        <Chip.Group
          multiple={false}
          value={categoryId === undefined || query.trim() ? ALL : String(categoryId)}
          onChange={(value) => onCategory(value === ALL ? undefined : Number(value))}
        >
          {/* One row that scrolls on a phone; wrapped rows on a wider screen. */}
          <Group
            gap="xs"
            wrap={phone ? 'nowrap' : 'wrap'}
            pb={4}
            role="radiogroup"
            aria-label={t('counter.categories')}
          >
            <Chip value={ALL} size="md">
              {t('counter.allCategories')}
            </Chip>
            {categories.map((category) => (
              <Chip key={category.id} value={String(category.id)} size="md">
                {category.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      {switching ? (
        <>
          <Text size="sm" c="orange.8" role="status">
            {t('counter.soldOutModeHint')}
          </Text>
          {optionSwitches}
        </>
      ) : null}
      {shown.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {query.trim() ? t('counter.noMatch', { name: query.trim() }) : t('counter.noProducts')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3, lg: 4 }} spacing="sm" data-testid="product-grid">
          {shown.slice(0, built).map((sku) => (
            <Tile
              key={sku.sku_id}
              sku={sku}
              soldOut={soldOut.has(sku.sku_id)}
              switching={switching}
              onPress={() => press(sku)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
