// The SKU form, shared by "New SKU" and "Edit": the kind (a product, an ingredient or a prep item),
// its prices and unit, its image (a product's only), the active and bundled switches, for a bundle
// its components, for a prep item its batch yield and holding time, and for what is bought and
// stocked as itself whether it tracks expiry.
import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListCategories } from '@generated/hooks/categories/categories';
import { SkuKind, SkuUnit, type Category, type Sku } from '@generated/model';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { listOptions } from '@/components/form/list-options';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { ModalForm } from '@/components/form/modal-form';
import { MoneyField } from '@/components/form/money-field';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { BundleItemsField } from './bundle-items-field';
import { EMPTY_SKU, skuFormSchemaFor, type SkuFormInput, type SkuFormValues } from './schemas';
import { stockUnitOf } from '@/lib/stock-unit';
import { useSaveSku } from './use-save-sku';

const useCategoryOptions = (name: string) =>
  listOptions(
    useListCategories({ name: name || undefined, size: 20 }, { query: { placeholderData: keepPreviousData } }),
    (c: Category) => ({ value: String(c.id), label: c.name }),
  );

const fromSku = (sku: Sku): SkuFormInput => ({
  name: sku.name,
  status: sku.status,
  category_id: sku.category_id,
  price: sku.price,
  unit_amount: sku.unit_amount,
  unit: sku.unit,
  image_url: sku.image_url,
  kind: sku.kind,
  is_bundled: sku.is_bundled,
  bundle_items: sku.bundle_items,
  // No discount reads as an empty field ("None"), as the list says it, not as Rp 0.
  discounted_price: sku.discounted_price || undefined,
  batch_yield: sku.batch_yield,
  holding_minutes: sku.holding_minutes,
  tracks_expiry: sku.tracks_expiry,
});

const KIND_HINTS = {
  product: 'sku.kindProductHint',
  ingredient: 'sku.kindIngredientHint',
  prep: 'sku.kindPrepHint',
} as const;

export function SkuForm({ sku }: { sku: Sku | null }) {
  const { t } = useTranslation();
  const form = useForm<SkuFormInput, unknown, SkuFormValues>({
    resolver: zodResolver(skuFormSchemaFor(sku?.name)),
    defaultValues: sku ? fromSku(sku) : EMPTY_SKU,
  });
  const save = useSaveSku();
  const { control } = form;
  const isBundled = useWatch({ control, name: 'is_bundled' });
  const [kind, unit, holding] = useWatch({ control, name: ['kind', 'unit', 'holding_minutes'] });
  const kinds = Object.values(SkuKind).map((value) => ({ value, label: t(`sku.kinds.${value}`) }));
  const units = Object.values(SkuUnit).map((unit) => ({ value: unit, label: t(`sku.units.${unit}`) }));

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save(values, sku?.id)}
      knownErrors={{
        name: { 409: () => t('sku.duplicateName') },
        discounted_price: { 422: () => t('sku.discountAbovePrice') },
        bundle_items: { 422: () => t('sku.bundleItemsRequired') },
      }}
      submitLabel={sku ? t('common.saveChanges') : t('sku.create')}
    >
      <TextField control={control} name="name" label={t('sku.name')} required maxLength={100} />
      <SelectField
        control={control}
        name="kind"
        label={t('sku.kind')}
        description={t(KIND_HINTS[kind ?? 'product'])}
        data={kinds}
        allowDeselect={false}
        required
      />
      <AsyncSelectField
        control={control}
        name="category_id"
        label={t('sku.category')}
        useOptions={useCategoryOptions}
        initialOption={sku ? { value: String(sku.category_id), label: sku.category_name } : undefined}
        parse={Number}
        required
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <MoneyField control={control} name="price" label={t('sku.price')} required />
        {kind === 'prep' ? null : (
          <MoneyField
            control={control}
            name="discounted_price"
            label={t('sku.discountedPrice')}
            placeholder={t('sku.noDiscount')}
          />
        )}
        <NumberField
          control={control}
          name="unit_amount"
          label={t('sku.unitAmount')}
          allowDecimal
          decimalScale={3}
          min={0}
          allowNegative={false}
          required
        />
        <SelectField control={control} name="unit" label={t('sku.unit')} data={units} required />
      </SimpleGrid>
      {kind === 'prep' ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberField
            control={control}
            name="batch_yield"
            label={unit ? t('sku.batchYieldIn', { unit: stockUnitOf('prep', unit) }) : t('sku.batchYield')}
            description={t('sku.batchYieldHint')}
            min={1}
            allowNegative={false}
            required
          />
          <NumberField
            control={control}
            name="holding_minutes"
            label={t('sku.holdingTime')}
            description={
              typeof holding === 'number' && holding > 0
                ? t('sku.holdingHint', {
                    time: t('sku.holdingTimeOf', { hours: Math.floor(holding / 60), minutes: holding % 60 }),
                  })
                : t('sku.holdingHintEmpty')
            }
            min={1}
            allowNegative={false}
            required
          />
        </SimpleGrid>
      ) : null}
      <ImageUploadField
        control={control}
        name="image_url"
        label={t('sku.image')}
        alt={t('sku.imagePreview')}
        required={kind === 'product' || kind === undefined}
      />
      <SwitchField control={control} name="status" label={t('common.active')} description={t('sku.activeHint')} />
      {kind === 'prep' || (kind === 'product' && isBundled) ? null : (
        <SwitchField
          control={control}
          name="tracks_expiry"
          label={t('sku.tracksExpiry')}
          description={t('sku.tracksExpiryHint')}
        />
      )}
      {kind === 'ingredient' || kind === 'prep' ? null : (
        <SwitchField
          control={control}
          name="is_bundled"
          label={t('sku.isBundled')}
          description={t('sku.isBundledHint')}
        />
      )}
      {isBundled && kind === 'product' ? <BundleItemsField control={control} selfId={sku?.id} /> : null}
    </ModalForm>
  );
}
