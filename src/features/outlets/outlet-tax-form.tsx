// The outlet dialog's "Tax" tab: whether the outlet charges PBJT and at what rate, its service
// charge and the order types that carry it, whether the service charge is taxed, and the NPWPD
// printed on its receipts. A change applies to orders placed after it is saved. Its own save, as
// the opening-hours tab.
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Fieldset, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetOutletTaxQueryKey, useGetOutletTax, useReplaceOutletTax } from '@generated/hooks/tax/tax';
import type { OutletTax, OutletTaxInput } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { useFormModal } from '@/components/form/form-modal';
import { NumberField } from '@/components/form/number-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { outletTaxFormSchema, TAX_ORDER_TYPES, type OutletTaxFormInput } from './schemas';

export function OutletTaxForm({ outletId }: { outletId: number }) {
  const { t } = useTranslation();
  const tax = useGetOutletTax(outletId);
  if (tax.isError)
    return (
      <Text c="red" role="alert">
        {t('outletTax.loadFailed')}
      </Text>
    );
  if (!tax.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return <OutletTaxEditor outletId={outletId} tax={tax.data.data} />;
}

const toInput = (tax: OutletTax): OutletTaxFormInput => ({ ...tax });

function OutletTaxEditor({ outletId, tax }: { outletId: number; tax: OutletTax }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const modal = useFormModal();
  const form = useForm<OutletTaxFormInput, unknown, OutletTaxInput>({
    resolver: zodResolver(outletTaxFormSchema),
    defaultValues: toInput(tax),
  });
  const { control, formState } = form;
  const pbjtEnabled = useWatch({ control, name: 'pbjt_enabled' });
  const replace = useReplaceOutletTax({ mutation: { meta: { successToast: t('outletTax.saved') } } });

  const { isDirty } = formState;
  useEffect(() => {
    modal?.setDirtyCheck(() => isDirty, 'outlet-tax');
    return () => modal?.setDirtyCheck(() => false, 'outlet-tax');
  }, [modal, isDirty]);

  const save = async (values: OutletTaxInput) => {
    const answer = await replace.mutateAsync({ outletId, data: values });
    queryClient.setQueryData(getGetOutletTaxQueryKey(outletId), answer);
    form.reset(toInput(answer.data));
  };

  return (
    <ApiForm form={form} onSubmit={save} autoFocus={false}>
      <Text size="sm" c="dimmed">
        {t('outletTax.hint')}
      </Text>
      <Fieldset legend={t('outletTax.pbjtSection')} variant="unstyled">
        <Stack gap="sm">
          <SwitchField
            control={control}
            name="pbjt_enabled"
            label={t('outletTax.pbjtEnabled')}
            description={t('outletTax.pbjtEnabledHint')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberField
              control={control}
              name="pbjt_rate_percent"
              label={t('outletTax.rate')}
              description={t('outletTax.rateHint')}
              allowDecimal
              decimalScale={2}
              min={0}
              max={10}
              clampBehavior="none"
              suffix=" %"
              disabled={!pbjtEnabled}
              required
            />
            <TextField
              control={control}
              name="npwpd"
              label={t('outletTax.npwpd')}
              description={t('outletTax.npwpdHint')}
              maxLength={40}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <Fieldset legend={t('outletTax.serviceSection')} variant="unstyled">
        <Stack gap="sm">
          <NumberField
            control={control}
            name="service_charge_percent"
            label={t('outletTax.serviceCharge')}
            description={t('outletTax.serviceChargeHint')}
            allowDecimal
            decimalScale={2}
            min={0}
            max={20}
            clampBehavior="none"
            suffix=" %"
            maw={260}
            required
          />
          <CheckboxGroupField
            control={control}
            name="service_charge_order_types"
            label={t('outletTax.orderTypes')}
            description={t('outletTax.orderTypesHint')}
            columns={3}
            options={TAX_ORDER_TYPES.map((type) => ({ value: type, label: t(`receipt.orderType.${type}`) }))}
          />
          <SwitchField
            control={control}
            name="service_charge_taxable"
            label={t('outletTax.taxable')}
            description={t('outletTax.taxableHint')}
          />
        </Stack>
      </Fieldset>
      <Group justify="flex-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('outletTax.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}
