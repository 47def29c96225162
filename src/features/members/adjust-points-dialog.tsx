// "Adjust points": points to add (or take away, negative) and the reason, confirmed before it is
// saved, since the ledger keeps it for good. The balance after shows as the user types; the server
// refuses a balance below 0 on the points field.
import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAdjustCustomerPoints } from '@generated/hooks/customers/customers';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { TextareaField } from '@/components/form/textarea-field';
import { formatNumber } from '@/lib/format';
import { adjustPointsSchema, type AdjustPointsInput, type AdjustPointsValues } from './schemas';

interface AdjustPointsDialogProps {
  member: { id: number; name: string; balance: number };
  onClose: () => void;
}

/** Thrown when the user steps back at the confirmation: nothing is sent and the dialog stays. */
class NotConfirmed extends Error {}

export function AdjustPointsDialog({ member, onClose }: AdjustPointsDialogProps) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const form = useForm<AdjustPointsInput, unknown, AdjustPointsValues>({
    resolver: zodResolver(adjustPointsSchema),
    defaultValues: { reason: '' },
  });
  const points = useWatch({ control: form.control, name: 'points' });
  const adjust = useAdjustCustomerPoints({ mutation: { meta: { successToast: t('members.adjusted') } } });

  const submit = async (values: AdjustPointsValues) => {
    const sure = await confirm({
      title: t('members.confirmTitle'),
      message: t(values.points > 0 ? 'members.confirmAdd' : 'members.confirmTake', {
        points: formatNumber(Math.abs(values.points)),
        name: member.name,
        balance: formatNumber(member.balance + values.points),
      }),
      confirmLabel: t('members.adjust'),
      danger: values.points < 0,
    });
    if (!sure) throw new NotConfirmed();
    return adjust.mutateAsync({ customerId: member.id, data: values });
  };

  return (
    <FormModal opened onClose={onClose} title={t('members.adjustTitle', { name: member.name })}>
      <ModalForm form={form} onSubmit={submit} submitLabel={t('members.adjust')}>
        <Text size="sm" c="dimmed">
          {t('members.balanceNow', { points: formatNumber(member.balance) })}
        </Text>
        <NumberField
          control={form.control}
          name="points"
          label={t('members.points')}
          description={t('members.pointsHint')}
          required
        />
        {typeof points === 'number' && points !== 0 && (
          <Text size="sm" c={member.balance + points < 0 ? 'red' : undefined}>
            {t('members.balanceAfter', { points: formatNumber(member.balance + points) })}
          </Text>
        )}
        <TextareaField control={form.control} name="reason" label={t('members.reason')} required maxLength={200} />
      </ModalForm>
      {confirmDialog}
    </FormModal>
  );
}
