// The purchase-order form, shared by the add and edit pages: the header (with the outlet that
// receives the goods, the head office proposed, and its address proposed for delivery), the lines,
// the tax switch and the live subtotal, tax and total.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Grid.css';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { DateField } from '@/components/form/date-field';
import { useOutletChoices } from '@/components/form/outlet-choices';
import { SelectField } from '@/components/form/select-field';
import { NumberField } from '@/components/form/number-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { formatRupiah } from '@/lib/format';
import type { TextKey } from '@/lib/validation/messages';
import { amountsOf } from './amounts';
import { LineEditor } from './line-editor';
import { useVendorOptions } from './pickers';
import {
  emptyPurchaseOrder,
  formValuesOf,
  purchaseOrderBody,
  purchaseOrderFormSchema,
  type PurchaseOrderFormInput,
  type PurchaseOrderFormValues,
} from './schemas';
import { useSavePurchaseOrder } from './use-save-purchase-order';

type FormControl = Control<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>;
type TextName =
  | 'buyer'
  | 'shipping_method'
  | 'shipping_terms'
  | 'payment_method'
  | 'payment_terms'
  | 'bank_name'
  | 'bank_account_name'
  | 'bank_account_number';

const SHIPPING_FIELDS: [TextName, TextKey][] = [
  ['shipping_method', 'purchaseOrder.shippingMethod'],
  ['shipping_terms', 'purchaseOrder.shippingTerms'],
  ['payment_method', 'purchaseOrder.paymentMethod'],
  ['payment_terms', 'purchaseOrder.paymentTerms'],
  ['bank_name', 'purchaseOrder.bankName'],
  ['bank_account_name', 'purchaseOrder.bankAccountName'],
  ['bank_account_number', 'purchaseOrder.bankAccountNumber'],
];

export interface PurchaseOrderFormProps {
  purchaseOrder?: PurchaseOrder;
  proposedNumber?: string;
  onSaved: (saved: PurchaseOrder) => void;
  onCancel: () => void;
}

export function PurchaseOrderForm({ purchaseOrder, proposedNumber, onSaved, onCancel }: PurchaseOrderFormProps) {
  const { t } = useTranslation();
  const form = useForm<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>({
    resolver: zodResolver(purchaseOrderFormSchema),
    defaultValues: purchaseOrder ? formValuesOf(purchaseOrder) : emptyPurchaseOrder(proposedNumber),
  });
  const save = useSavePurchaseOrder();
  const { control } = form;
  const { outlets, headOffice } = useOutletChoices();
  const chosenOutlet = useWatch({ control, name: 'outlet_id' });
  // A new order goes to the head office unless another outlet is chosen; choosing an outlet proposes
  // its address for delivery, unless an address of another kind was typed.
  const previousOutlet = useRef(chosenOutlet);
  useEffect(() => {
    if (!purchaseOrder && chosenOutlet === undefined && headOffice) form.setValue('outlet_id', headOffice.id);
  }, [headOffice, chosenOutlet, purchaseOrder, form]);
  useEffect(() => {
    const before = outlets.find((outlet) => outlet.id === previousOutlet.current);
    const after = outlets.find((outlet) => outlet.id === chosenOutlet);
    if (!after) return;
    previousOutlet.current = chosenOutlet;
    const address = form.getValues('delivery_address');
    if (!address || address === before?.address) form.setValue('delivery_address', after.address);
  }, [outlets, chosenOutlet, form]);

  const section = (title: string) => (
    <Title order={2} size="h4">
      {title}
    </Title>
  );

  return (
    <ApiForm
      form={form}
      onSubmit={async (values) => onSaved(await save(purchaseOrderBody(values), purchaseOrder?.id))}
      knownErrors={{ po_number: { 409: () => t('purchaseOrder.duplicateNumber') } }}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {section(t('purchaseOrder.sectionOrder'))}
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextField
                control={control}
                name="po_number"
                label={t('purchaseOrder.poNumber')}
                required
                maxLength={50}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <AsyncSelectField
                control={control}
                name="vendor_id"
                label={t('purchaseOrder.vendor')}
                required
                useOptions={useVendorOptions}
                parse={Number}
                initialOption={
                  purchaseOrder
                    ? { value: String(purchaseOrder.vendor_id), label: purchaseOrder.vendor_name }
                    : undefined
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <TextField control={control} name="buyer" label={t('purchaseOrder.buyer')} required maxLength={200} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <SelectField
                control={control}
                name="outlet_id"
                label={t('purchaseOrder.outlet')}
                description={t('purchaseOrder.outletHint')}
                data={outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }))}
                parse={Number}
                searchable
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              <DateField
                control={control}
                name="expected_delivery_date"
                label={t('purchaseOrder.expectedDeliveryDate')}
                required
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <TextareaField
                control={control}
                name="delivery_address"
                label={t('purchaseOrder.deliveryAddress')}
                required
                maxLength={500}
              />
            </Grid.Col>
          </Grid>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {section(t('purchaseOrder.sectionShipping'))}
          <Grid gutter="sm">
            {SHIPPING_FIELDS.map(([name, label]) => (
              <Grid.Col key={name} span={{ base: 12, sm: 6, md: 3 }}>
                <TextField
                  control={control}
                  name={name}
                  label={t(label)}
                  required
                  maxLength={name === 'bank_account_number' ? 20 : 200}
                  inputMode={name === 'bank_account_number' ? 'numeric' : undefined}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <TextareaField control={control} name="notes" label={t('purchaseOrder.notes')} maxLength={1000} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Paper>
      <LineEditor control={control} purchaseOrder={purchaseOrder} />
      <Totals control={control} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {purchaseOrder ? t('common.saveChanges') : t('purchaseOrder.create')}
        </Button>
      </Group>
    </ApiForm>
  );
}

function Totals({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const [items, withTax, taxRate] = useWatch({ control, name: ['items', 'withTax', 'taxRate'] });
  const amounts = amountsOf(items ?? [], Boolean(withTax), taxRate);
  const row = (label: string, value: number, strong = false) => (
    <Group justify="space-between" gap="xl">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} aria-label={label}>
        {formatRupiah(value)}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="md" radius="md" ml={{ base: 0, sm: 'auto' }} w={{ base: '100%', sm: 380 }}>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <SwitchField control={control} name="withTax" label={t('purchaseOrder.withTax')} mb={8} />
          <NumberField
            control={control}
            name="taxRate"
            label={t('purchaseOrder.taxRate')}
            min={0}
            max={100}
            allowDecimal
            decimalScale={2}
            disabled={!withTax}
            w={130}
          />
        </Group>
        {row(t('purchaseOrder.subtotal'), amounts.subtotal)}
        {row(t('purchaseOrder.tax'), amounts.tax)}
        {row(t('purchaseOrder.totalAmount'), amounts.total_amount, true)}
      </Stack>
    </Paper>
  );
}
