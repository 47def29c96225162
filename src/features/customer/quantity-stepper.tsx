// Fewer and more of a cart line, with the count between: thumb-sized buttons, 1–99.
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY } from './cart';

export function QuantityStepper({
  name,
  quantity,
  onChange,
}: {
  name: string;
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('customer.cart.quantityOf', { name })}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={() => onChange(quantity - 1)}
        aria-label={quantity === 1 ? t('customer.cart.remove', { name }) : t('customer.cart.fewer', { name })}
      >
        {quantity === 1 ? <IconTrash size={16} aria-hidden /> : <IconMinus size={16} aria-hidden />}
      </ActionIcon>
      <Text fw={600} miw={24} ta="center" aria-live="polite" data-testid="quantity">
        {quantity}
      </Text>
      <ActionIcon
        variant="filled"
        size="lg"
        radius="xl"
        disabled={quantity >= MAX_QUANTITY}
        onClick={() => onChange(quantity + 1)}
        aria-label={t('customer.cart.more', { name })}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
