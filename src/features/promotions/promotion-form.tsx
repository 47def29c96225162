// The promotion form, shared by "New promotion" and "Edit": its name and type with the type's own
// amounts, what it applies to (products, categories), when (days of the week, a time window, the
// first and last day), where and how (outlets, doors, order types), who pays for it, its priority,
// whether it stacks, its status and whether it needs a voucher code; beside it, the live preview.
// A refused save shows the API's message at the field it names.
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreatePromotion, useUpdatePromotion } from '@generated/hooks/promotions/promotions';
import type { Promotion, PromotionType } from '@generated/model';
import { CheckboxGroupField } from '@/components/form/checkbox-group-field';
import { ChipsField } from '@/components/form/chips-field';
import { DateField } from '@/components/form/date-field';
import { ModalForm } from '@/components/form/modal-form';
import { MoneyField } from '@/components/form/money-field';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TimeField } from '@/components/form/time-field';
import { useSave } from '@/components/form/use-save';
import { weekdayShort } from './preview';
import { PreviewPanel } from './preview-panel';
import {
  CHANNELS,
  DAYS,
  FUNDERS,
  MONEY_PARAMS,
  NAME_MAX,
  ORDER_TYPES,
  PARAMS_OF,
  PROMOTION_TYPES,
  STATUSES,
  emptyPromotion,
  promotionFormSchema,
  promotionToForm,
  type PromotionFormInput,
  type PromotionFormValues,
} from './schemas';
import { usePromotionChoices } from './use-promotion-choices';

function useSavePromotion() {
  const { t } = useTranslation();
  return useSave({
    create: useCreatePromotion({ mutation: { meta: { successToast: t('promotion.created') } } }),
    update: useUpdatePromotion({ mutation: { meta: { successToast: t('promotion.updated') } } }),
    updateVariables: (promotionId, data) => ({ promotionId, data }),
  });
}

export function PromotionForm({ promotion }: { promotion: Promotion | null }) {
  const { t } = useTranslation();
  const form = useForm<PromotionFormInput, unknown, PromotionFormValues>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: promotion ? promotionToForm(promotion) : emptyPromotion(),
  });
  const save = useSavePromotion();
  const choices = usePromotionChoices();
  const { control } = form;
  const type = useWatch({ control, name: 'type' }) as PromotionType;

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ModalForm
          form={form}
          onSubmit={(values) => save(values, promotion?.id)}
          submitLabel={promotion ? t('common.saveChanges') : t('promotion.create')}
        >
          <TextField control={control} name="name" label={t('promotion.name')} required maxLength={NAME_MAX} />
          <SelectField
            control={control}
            name="type"
            label={t('promotion.type')}
            required
            allowDeselect={false}
            data={PROMOTION_TYPES.map((value) => ({ value, label: t(`promotion.types.${value}`) }))}
          />
          <SimpleGrid cols={{ base: 1, xs: PARAMS_OF[type]?.length ?? 1 }} spacing="sm" data-testid="params-fields">
            {(PARAMS_OF[type] ?? []).map((param) =>
              MONEY_PARAMS.includes(param.name) ? (
                <MoneyField
                  key={`${type}-${param.name}`}
                  control={control}
                  name={`params.${param.name}`}
                  label={t(`promotion.params.${param.name}`)}
                  required
                />
              ) : (
                <NumberField
                  key={`${type}-${param.name}`}
                  control={control}
                  name={`params.${param.name}`}
                  label={t(`promotion.params.${param.name}`)}
                  required
                  min={param.min}
                  max={param.max}
                  allowDecimal={param.percent}
                  decimalScale={param.percent ? 2 : undefined}
                  suffix={param.percent ? ' %' : undefined}
                />
              ),
            )}
          </SimpleGrid>
          <Fieldset legend={t('promotion.appliesTo')} variant="unstyled">
            <Stack>
              <MultiSelectField
                control={control}
                name="applies_to.sku_ids"
                label={t('promotion.products')}
                placeholder={t('promotion.anyProduct')}
                data={choices.products}
                searchable
                parse={Number}
              />
              <MultiSelectField
                control={control}
                name="applies_to.category_ids"
                label={t('promotion.categories')}
                placeholder={t('promotion.anyCategory')}
                data={choices.categories}
                searchable
                parse={Number}
              />
            </Stack>
          </Fieldset>
          <ChipsField
            control={control}
            name="schedule.days_of_week"
            label={t('promotion.days')}
            description={t('promotion.daysHint')}
            options={DAYS.map((day) => ({ value: String(day), label: weekdayShort(day) }))}
            parse={Number}
          />
          <SimpleGrid cols={{ base: 2 }} spacing="sm">
            <TimeField
              control={control}
              name="schedule.start_time"
              label={t('promotion.startTime')}
              placeholder="14:00"
            />
            <TimeField control={control} name="schedule.end_time" label={t('promotion.endTime')} placeholder="17:00" />
            <DateField control={control} name="valid_from" label={t('promotion.validFrom')} />
            <DateField control={control} name="valid_to" label={t('promotion.validTo')} />
          </SimpleGrid>
          <MultiSelectField
            control={control}
            name="outlet_ids"
            label={t('promotion.outlets')}
            placeholder={t('promotion.everyOutlet')}
            data={choices.outlets}
            searchable
            parse={Number}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <CheckboxGroupField
              control={control}
              name="channels"
              label={t('promotion.channels')}
              description={t('promotion.allWhenNone')}
              columns={1}
              options={CHANNELS.map((value) => ({ value, label: t(`promotion.channelNames.${value}`) }))}
            />
            <CheckboxGroupField
              control={control}
              name="order_types"
              label={t('promotion.orderTypes')}
              description={t('promotion.allWhenNone')}
              columns={1}
              options={ORDER_TYPES.map((value) => ({ value, label: t(`promotion.orderTypeNames.${value}`) }))}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <SelectField
              control={control}
              name="funded_by"
              label={t('promotion.fundedBy')}
              required
              allowDeselect={false}
              data={FUNDERS.map((value) => ({ value, label: t(`promotion.funders.${value}`) }))}
            />
            <NumberField
              control={control}
              name="priority"
              label={t('promotion.priority')}
              description={t('promotion.priorityHint')}
              min={0}
              max={1000}
            />
            <SelectField
              control={control}
              name="status"
              label={t('promotion.status')}
              allowDeselect={false}
              data={STATUSES.map((value) => ({ value, label: t(`promotion.statuses.${value}`) }))}
            />
          </SimpleGrid>
          <Group gap="xl">
            <SwitchField control={control} name="stackable" label={t('promotion.stackable')} />
            <SwitchField control={control} name="requires_code" label={t('promotion.requiresCode')} />
          </Group>
        </ModalForm>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        {/* Held in view below the drawer's own sticky header (60 px high), not under it. */}
        <div style={{ position: 'sticky', top: 60 }}>
          <PreviewPanel control={control} products={choices.products} />
        </div>
      </Grid.Col>
    </Grid>
  );
}
