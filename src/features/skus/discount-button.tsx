// Sets a SKU's discounted price from the list, without opening the whole form: a small popover
// with the rupiah field, checked against the price before it is sent (and by the API after).
import { ActionIcon, Button, Group, Popover, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDiscount } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Sku } from '../../../generated/model';
import { ApiForm, MoneyField } from '../../components/form';
import { formatRupiah } from '../../lib/format';
import { discountFormSchema } from './schemas';
import { useSetDiscountedPrice } from './use-sku-action';

function DiscountForm({ sku, onSaved }: { sku: Sku; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm<{ discounted_price: number }>({
    resolver: zodResolver(discountFormSchema(sku.price)),
    defaultValues: { discounted_price: sku.discounted_price },
  });
  const save = useSetDiscountedPrice(t('sku.discountSaved'));
  return (
    <ApiForm
      form={form}
      onSubmit={(values) => save(sku.id, values.discounted_price)}
      onSaved={onSaved}
      knownErrors={{ discounted_price: { 422: () => t('sku.discountAbovePrice') } }}
    >
      <MoneyField
        control={form.control}
        name="discounted_price"
        label={t('sku.discountedPrice')}
        description={t('sku.discountHint', { price: formatRupiah(sku.price) })}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onSaved}>
          {t('common.cancel')}
        </Button>
        <Button size="xs" type="submit" loading={form.formState.isSubmitting}>
          {t('common.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}

export function DiscountButton({ sku }: { sku: Sku }) {
  const { t } = useTranslation();
  const [opened, { close, toggle }] = useDisclosure(false);
  const label = t('sku.discountFor', { name: sku.name });
  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      trapFocus
      withArrow
      shadow="md"
      width={280}
    >
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" aria-label={label} onClick={toggle}>
            <IconDiscount size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <Text size="sm" fw={600} mb="xs">
          {sku.name}
        </Text>
        {opened ? <DiscountForm sku={sku} onSaved={close} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
