// The chain settings: the purchase-order approval threshold and the company letterhead printed on
// purchase orders, transfer notes and count sheets, whether menu prices include PBJT and how cash
// payments are rounded, the cash variance a shift may close with unapproved and when a business day
// starts. Saved by a user managing users at every outlet;
// raising or removing the threshold also takes one approving purchase orders at every outlet (the
// server's refusal shows next to the field).
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetSettingsQueryKey, useGetSettings, useUpdateSettings } from '@generated/hooks/settings/settings';
import type { ChainSettings } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { MoneyField } from '@/components/form/money-field';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TimeField } from '@/components/form/time-field';
import { formatPhone, formatRupiah } from '@/lib/format';
import { formatNpwp } from '@/lib/npwp';
import { PendingScreen } from '@/components/feedback/pending-screen';
import {
  CASH_ROUNDING_UNITS,
  settingsBody,
  settingsFormSchema,
  type SettingsFormInput,
  type SettingsFormValues,
} from './schemas';

function SettingsForm({ settings }: { settings: ChainSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<SettingsFormInput, unknown, SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: {
      po_approval_threshold: settings.po_approval_threshold ?? undefined,
      company_name: settings.company_name,
      company_address: settings.company_address,
      company_npwp: formatNpwp(settings.company_npwp),
      company_phone: settings.company_phone && formatPhone(settings.company_phone),
      company_email: settings.company_email,
      company_logo_url: settings.company_logo_url ?? '',
      prices_include_tax: settings.prices_include_tax,
      cash_rounding: settings.cash_rounding,
      cash_variance_tolerance: settings.cash_variance_tolerance,
      business_day_starts_at: settings.business_day_starts_at,
      points_earn_percent: settings.points_earn_percent,
      point_value: settings.point_value,
    },
  });
  const save = useUpdateSettings({ mutation: { meta: { successToast: t('settings.saved') } } });
  return (
    <ApiForm
      form={form}
      autoFocus={false}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({ data: settingsBody(values) });
        queryClient.setQueryData(getGetSettingsQueryKey(), saved);
        form.reset(form.getValues());
      }}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.approvalSection')}
          </Title>
          <MoneyField
            control={form.control}
            name="po_approval_threshold"
            label={t('settings.threshold')}
            description={t('settings.thresholdHint')}
            placeholder={t('settings.none')}
            maw={360}
          />
          <Text size="xs" c="dimmed">
            {t('settings.thresholdRule')}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.taxSection')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.taxHint')}
          </Text>
          <SwitchField
            control={form.control}
            name="prices_include_tax"
            label={t('settings.pricesIncludeTax')}
            description={t('settings.pricesIncludeTaxHint')}
          />
          <SelectField
            control={form.control}
            name="cash_rounding"
            label={t('settings.cashRounding')}
            description={t('settings.cashRoundingHint')}
            data={CASH_ROUNDING_UNITS.map((unit) => ({
              value: String(unit),
              label: unit === 0 ? t('settings.roundingNone') : formatRupiah(unit),
            }))}
            parse={Number}
            allowDeselect={false}
            maw={360}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.shiftSection')}
          </Title>
          <MoneyField
            control={form.control}
            name="cash_variance_tolerance"
            label={t('settings.varianceTolerance')}
            description={t('settings.varianceToleranceHint')}
            required
            maw={360}
          />
          <TimeField
            control={form.control}
            name="business_day_starts_at"
            label={t('settings.dayStartsAt')}
            description={t('settings.dayStartsAtHint')}
            required
            maw={360}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.pointsSection')}
          </Title>
          <NumberField
            control={form.control}
            name="points_earn_percent"
            label={t('settings.pointsEarnPercent')}
            description={t('settings.pointsEarnPercentHint')}
            allowDecimal
            decimalScale={2}
            min={0}
            max={100}
            suffix=" %"
            required
            maw={360}
          />
          <MoneyField
            control={form.control}
            name="point_value"
            label={t('settings.pointValue')}
            description={t('settings.pointValueHint')}
            required
            maw={360}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.companySection')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.companyHint')}
          </Text>
          <TextField control={form.control} name="company_name" label={t('settings.companyName')} />
          <TextareaField control={form.control} name="company_address" label={t('settings.companyAddress')} />
          <TextField
            control={form.control}
            name="company_npwp"
            label={t('settings.companyNpwp')}
            inputMode="numeric"
            maw={360}
          />
          <TextField
            control={form.control}
            name="company_phone"
            label={t('settings.companyPhone')}
            type="tel"
            maw={360}
          />
          <TextField
            control={form.control}
            name="company_email"
            label={t('settings.companyEmail')}
            type="email"
            maw={360}
          />
          <ImageUploadField
            control={form.control}
            name="company_logo_url"
            label={t('settings.companyLogo')}
            alt={t('settings.companyLogoPreview')}
          />
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('common.saveChanges')}
        </Button>
      </Group>
    </ApiForm>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  const query = useGetSettings();
  const settings = query.data?.data;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('screens.settings')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('settings.readOnly')}
      </Text>
      {settings ? <SettingsForm settings={settings} /> : <PendingScreen />}
    </Stack>
  );
}
