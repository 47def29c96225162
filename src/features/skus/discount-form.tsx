// The discounted-price form inside the SKU list's discount popover (see discount-button): the
// rupiah field, checked against the price before it is sent (and by the API after).
import { Button, Group } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Sku } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { MoneyField } from '@/components/form/money-field';
import { formatRupiah } from '@/lib/format';
import { discountFormSchema, type DiscountFormInput, type DiscountFormValues } from './schemas';
import { useSetDiscountedPrice } from './use-sku-action';

export function DiscountForm({ sku, onSaved }: { sku: Sku; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useForm<DiscountFormInput, unknown, DiscountFormValues>({
    resolver: zodResolver(discountFormSchema(sku.price)),
    // No discount reads as an empty field ("None"), as the list says it, not as Rp 0.
    defaultValues: { discounted_price: sku.discounted_price || undefined },
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
        placeholder={t('sku.noDiscount')}
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
