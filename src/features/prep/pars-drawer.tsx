// An outlet's prep pars, in a drawer from the prep board: a line per prep item and daypart (the time
// it starts, HH:mm) with the par in the item's stock unit; saving replaces every par of the outlet.
import '@mantine/core/styles/Grid.css';
import { Center, Grid, Loader, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetOutletPrepPars, useReplaceOutletPrepPars } from '@generated/hooks/prep/prep';
import { replaceOutletPrepParsBodyParsMax } from '@generated/zod/prep/prep.zod';
import type { PrepPars } from '@generated/model';
import { DataTableError } from '@/components/data-table/data-table-states';
import { LinesEditor } from '@/components/document/lines-editor';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { SkuSelectField } from '@/components/form/sku-select-field';
import { TimeField } from '@/components/form/time-field';
import { EMPTY_PAR, parsFormSchema, type ParsFormInput, type ParsFormValues } from './schemas';

interface ParsDrawerProps {
  outlet: { id: number; name: string };
  onClose: () => void;
}

function ParsForm({ outletId, saved }: { outletId: number; saved: PrepPars }) {
  const { t } = useTranslation();
  const form = useForm<ParsFormInput, unknown, ParsFormValues>({
    resolver: zodResolver(parsFormSchema),
    defaultValues: { pars: saved.pars.map(({ sku_id, from, par }) => ({ sku_id, from, par })) },
  });
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'pars' });
  const pars = useWatch({ control, name: 'pars' });
  const { errors } = useFormState({ control, name: 'pars' });
  const replace = useReplaceOutletPrepPars({ mutation: { meta: { successToast: t('prep.parsSaved') } } });
  // The names and units as saved; a new pick has its name from the search.
  const known = new Map(saved.pars.map((par) => [par.sku_id, par]));

  const line = (index: number) => {
    const skuId = pars?.[index]?.sku_id;
    const savedPar = skuId === undefined ? undefined : known.get(skuId);
    const number = index + 1;
    return (
      <>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <SkuSelectField
            control={control}
            name={`pars.${index}.sku_id`}
            kind="prep"
            label={t('prep.parItem')}
            aria-label={t('prep.parItemOf', { number })}
            placeholder={t('prep.parItemPlaceholder')}
            initialOption={savedPar ? { value: String(savedPar.sku_id), label: savedPar.sku_name } : undefined}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 2 }}>
          <TimeField
            control={control}
            name={`pars.${index}.from`}
            label={t('prep.parFrom')}
            aria-label={t('prep.parFromOf', { number })}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <NumberField
            control={control}
            name={`pars.${index}.par`}
            label={savedPar ? t('prep.parAmountIn', { unit: savedPar.stock_unit }) : t('prep.parAmount')}
            aria-label={t('prep.parAmountOf', { number })}
            min={0}
            required
          />
        </Grid.Col>
      </>
    );
  };

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => replace.mutateAsync({ outletId, data: values })}
      submitLabel={t('prep.parsSave')}
    >
      <Text size="sm" c="dimmed">
        {t('prep.parsHint')}
      </Text>
      <LinesEditor
        title={t('prep.pars')}
        keys={fields.map((field) => field.id)}
        line={line}
        removeSpan={{ base: 2, sm: 1 }}
        removeLabel={(number) => t('prep.removePar', { number })}
        onRemove={remove}
        addLabel={t('prep.addPar')}
        onAdd={() => append(EMPTY_PAR)}
        max={replaceOutletPrepParsBodyParsMax}
        error={errors.pars?.root?.message ?? errors.pars?.message}
      />
    </ModalForm>
  );
}

function ParsBody({ outletId }: { outletId: number }) {
  const pars = useGetOutletPrepPars(outletId);
  if (pars.error) return <DataTableError error={pars.error} onRetry={() => void pars.refetch()} />;
  if (pars.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  return <ParsForm outletId={outletId} saved={pars.data.data} />;
}

export function ParsDrawer({ outlet, onClose }: ParsDrawerProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened onClose={onClose} title={t('prep.parsTitle', { outlet: outlet.name })} variant="drawer" size="lg">
      <ParsBody outletId={outlet.id} />
    </FormModal>
  );
}
