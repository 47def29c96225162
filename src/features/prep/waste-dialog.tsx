// Waste recorded from the prep board: at an outlet, lines of a SKU (any kind stocked), the quantity
// in its stock unit, the reason and a note; a refused line shows the API's message at its field
// (`lines.0.quantity` when there is not that much in stock).
import '@mantine/core/styles/Grid.css';
import { Grid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRecordWaste } from '@generated/hooks/prep/prep';
import { useListSkus } from '@generated/hooks/skus/skus';
import { recordWasteBodyLinesMax } from '@generated/zod/prep/prep.zod';
import { LinesEditor } from '@/components/document/lines-editor';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SkuSelectField } from '@/components/form/sku-select-field';
import { TextField } from '@/components/form/text-field';
import { stockUnitOf } from '@/lib/stock-unit';
import {
  EMPTY_WASTE_LINE,
  emptyWaste,
  WASTE_REASONS,
  wasteFormSchema,
  type WasteFormInput,
  type WasteFormValues,
} from './schemas';

interface WasteDialogProps {
  outletId: number;
  outlets: { id: number; name: string }[];
  onClose: () => void;
}

function WasteForm({ outletId, outlets }: Omit<WasteDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const form = useForm<WasteFormInput, unknown, WasteFormValues>({
    resolver: zodResolver(wasteFormSchema),
    defaultValues: emptyWaste(outletId),
  });
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  const record = useRecordWaste({ mutation: { meta: { successToast: t('prep.waste.recorded') } } });
  // The chosen SKUs' stock units, for the quantities' labels.
  const chosenIds = (lines ?? []).map((line) => line?.sku_id).filter((id): id is number => Boolean(id));
  const chosen = useListSkus({ sku_ids: chosenIds, size: 100 }, { query: { enabled: chosenIds.length > 0 } });
  const unitOf = (id: number | undefined) => {
    const sku = chosen.data?.data.find((candidate) => candidate.id === id);
    return sku ? stockUnitOf(sku.kind, sku.unit) : undefined;
  };
  const reasons = WASTE_REASONS.map((reason) => ({ value: reason, label: t(`waste.reasons.${reason}`) }));

  const line = (index: number) => {
    const unit = unitOf(lines?.[index]?.sku_id);
    const number = index + 1;
    return (
      <>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <SkuSelectField
            control={control}
            name={`lines.${index}.sku_id`}
            label={t('prep.waste.sku')}
            aria-label={t('prep.waste.skuOf', { number })}
            placeholder={t('prep.waste.skuPlaceholder')}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 2 }}>
          <NumberField
            control={control}
            name={`lines.${index}.quantity`}
            label={unit ? t('prep.waste.quantityIn', { unit }) : t('prep.waste.quantity')}
            aria-label={t('prep.waste.quantityOf', { number })}
            min={1}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <SelectField
            control={control}
            name={`lines.${index}.reason`}
            label={t('prep.waste.reason')}
            aria-label={t('prep.waste.reasonOf', { number })}
            data={reasons}
            allowDeselect={false}
            required
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 11 }}>
          <TextField
            control={control}
            name={`lines.${index}.note`}
            label={t('prep.waste.note')}
            aria-label={t('prep.waste.noteOf', { number })}
            maxLength={500}
          />
        </Grid.Col>
      </>
    );
  };

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => record.mutateAsync({ data: values })}
      submitLabel={t('prep.waste.save')}
    >
      {outlets.length > 1 ? (
        <SelectField
          control={control}
          name="outlet_id"
          label={t('prep.waste.outlet')}
          data={outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }))}
          parse={Number}
          allowDeselect={false}
          required
        />
      ) : null}
      <LinesEditor
        title={t('prep.waste.lines')}
        keys={fields.map((field) => field.id)}
        line={line}
        removeSpan={{ base: 2, sm: 1 }}
        removeLabel={(number) => t('prep.waste.removeLine', { number })}
        onRemove={remove}
        addLabel={t('prep.waste.addLine')}
        onAdd={() => append(EMPTY_WASTE_LINE)}
        max={recordWasteBodyLinesMax}
        error={errors.lines?.root?.message ?? errors.lines?.message}
      />
    </ModalForm>
  );
}

export function WasteDialog({ onClose, ...props }: WasteDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened onClose={onClose} title={t('prep.waste.title')} size="xl">
      <WasteForm {...props} />
    </FormModal>
  );
}
