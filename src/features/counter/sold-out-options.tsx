// In the sold-out mode: every option the menu's products are chosen with, by group, each a switch
// between available and sold out at the outlet (pearls not cooked yet), the same way as a product.
import '@mantine/core/styles/Chip.css';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CounterMenuProduct, MenuModifierGroup } from '@generated/model';
import { localName } from '@/components/cup-options/options';

export interface SoldOutOptionsProps {
  products: readonly CounterMenuProduct[];
  soldOut: ReadonlySet<number>;
  onSwitch: (option: { id: number; name: string }, soldOut: boolean) => void;
}

/** The groups of the menu, each once, in the order first met. */
export function menuGroups(products: readonly CounterMenuProduct[]): MenuModifierGroup[] {
  const groups = new Map<number, MenuModifierGroup>();
  for (const product of products) for (const group of product.modifier_groups) groups.set(group.id, group);
  return [...groups.values()];
}

export function SoldOutOptions({ products, soldOut, onSwitch }: SoldOutOptionsProps) {
  const { t } = useTranslation();
  const groups = menuGroups(products);
  if (groups.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={t('counter.soldOutOptions')}>
      <Text size="sm" fw={600}>
        {t('counter.soldOutOptions')}
      </Text>
      {groups.map((group) => (
        <Group key={group.id} gap={6} wrap="wrap" role="group" aria-label={localName(group)}>
          <Text size="xs" c="dimmed" w={72}>
            {localName(group)}
          </Text>
          {group.options.map((option) => {
            const name = localName(option);
            const off = soldOut.has(option.id);
            return (
              <Chip
                key={option.id}
                size="sm"
                color="red"
                checked={off}
                onChange={() => onSwitch({ id: option.id, name }, !off)}
                aria-label={t(off ? 'counter.switchOn' : 'counter.switchOff', { name })}
              >
                {name}
              </Chip>
            );
          })}
        </Group>
      ))}
    </Stack>
  );
}
