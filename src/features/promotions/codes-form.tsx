// The form that makes a promotion's voucher codes: how many, how often each may be used, a prefix.
// A refusal shows next to the field it names. It loads when the dialog first opens (see codes-dialog).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreatePromotionCodes } from '@generated/hooks/promotions/promotions';
import type { Promotion } from '@generated/model';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { message } from '@/lib/validation/messages';

export const codesFormSchema = z.object({
  count: z
    .number(message('promotion.codes.countRange'))
    .int(message('promotion.codes.countRange'))
    .min(1, message('promotion.codes.countRange'))
    .max(10000, message('promotion.codes.countRange')),
  uses_per_code: z
    .number(message('promotion.codes.usesRange'))
    .int(message('promotion.codes.usesRange'))
    .min(1, message('promotion.codes.usesRange'))
    .max(1000, message('promotion.codes.usesRange')),
  prefix: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{0,10}$/, message('promotion.codes.prefixInvalid'))
    .transform((prefix) => (prefix === '' ? undefined : prefix)),
});

type CodesInput = z.input<typeof codesFormSchema>;
type CodesValues = z.output<typeof codesFormSchema>;

export function CodesForm({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const form = useForm<CodesInput, unknown, CodesValues>({
    resolver: zodResolver(codesFormSchema),
    defaultValues: { count: 100, uses_per_code: 1, prefix: '' },
  });
  const make = useCreatePromotionCodes({ mutation: { meta: { successToast: t('promotion.codes.made') } } });
  return (
    <ModalForm
      form={form}
      onSubmit={(data) => make.mutateAsync({ promotionId: promotion.id, data })}
      submitLabel={t('promotion.codes.make')}
    >
      <NumberField
        control={form.control}
        name="count"
        label={t('promotion.codes.count')}
        min={1}
        max={10000}
        required
      />
      <NumberField
        control={form.control}
        name="uses_per_code"
        label={t('promotion.codes.usesPerCode')}
        min={1}
        max={1000}
        required
      />
      <TextField
        control={form.control}
        name="prefix"
        label={t('promotion.codes.prefix')}
        description={t('promotion.codes.prefixHint')}
        maxLength={10}
        autoComplete="off"
        styles={{ input: { textTransform: 'uppercase' } }}
      />
    </ModalForm>
  );
}
