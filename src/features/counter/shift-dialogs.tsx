// Opening a shift at the counter's register with the float put in the drawer (typed, or tapped from
// the usual amounts), and paying cash into or out of an open shift's drawer (pay in, pay out, safe
// drop) with its reason. A refusal shows next to the field it names.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateShiftCashMovement, useOpenShift } from '@generated/hooks/shifts/shifts';
import type { CashMovementType } from '@generated/model';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { MoneyField } from '@/components/form/money-field';
import { TextField } from '@/components/form/text-field';
import { formatRupiah } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cashMovementSchema, openShiftSchema, type CashMovementInput, type OpenShiftInput } from './shift-schemas';

/** The floats a drawer usually starts with. */
const FLOATS = [100_000, 200_000, 300_000, 500_000];

export const MOVEMENT_LABEL = {
  pay_in: 'counterShift.payIn',
  pay_out: 'counterShift.payOut',
  safe_drop: 'counterShift.safeDrop',
} as const satisfies Record<CashMovementType, string>;

interface OpenShiftProps {
  outlet: { id: number; name: string };
  register: string;
  opened: boolean;
  onClose: () => void;
}

function OpenShiftForm({ outlet, register }: Omit<OpenShiftProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const form = useForm<OpenShiftInput>({
    resolver: zodResolver(openShiftSchema),
    defaultValues: { outlet_id: outlet.id, register, opening_float: undefined as unknown as number },
  });
  const open = useOpenShift({ mutation: { meta: { successToast: t('counterShift.opened', { register }) } } });
  const refusal = form.formState.errors.register?.message;
  return (
    <ModalForm
      form={form}
      onSubmit={(values) => open.mutateAsync({ data: values })}
      submitLabel={t('counterShift.open')}
    >
      <Text size="sm" c="dimmed">
        {t('counterShift.openAt', { outlet: outlet.name, register })}
      </Text>
      <MoneyField
        control={form.control}
        name="opening_float"
        label={t('counterShift.openingFloat')}
        description={t('counterShift.openingFloatHint')}
        size="md"
      />
      <Group gap="xs">
        {FLOATS.map((amount) => (
          <Button
            key={amount}
            variant="light"
            size="compact-md"
            onClick={() =>
              form.setValue('opening_float', amount, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
          >
            {formatRupiah(amount)}
          </Button>
        ))}
      </Group>
      {refusal ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </ModalForm>
  );
}

export function OpenShiftDialog({ opened, onClose, ...props }: OpenShiftProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('counterShift.openTitle', { register: props.register })}>
      <OpenShiftForm {...props} />
    </FormModal>
  );
}

interface CashMovementProps {
  shiftId: number;
  /** The kind the button chosen said; the dialog can switch it. */
  type: CashMovementType | null;
  onClose: () => void;
}

function MovementType({ form }: { form: ReturnType<typeof useForm<CashMovementInput>> }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'type' });
  return (
    <SegmentedControl
      fullWidth
      aria-label={t('counterShift.movementType')}
      value={field.value}
      onChange={(value) => field.onChange(value)}
      data={(Object.keys(MOVEMENT_LABEL) as CashMovementType[]).map((type) => ({
        value: type,
        label: t(MOVEMENT_LABEL[type]),
      }))}
    />
  );
}

function CashMovementForm({ shiftId, type }: { shiftId: number; type: CashMovementType }) {
  const { t } = useTranslation();
  const form = useForm<CashMovementInput>({
    resolver: zodResolver(cashMovementSchema),
    defaultValues: { type, amount: undefined as unknown as number, reason: '' },
  });
  const record = useCreateShiftCashMovement({ mutation: { meta: { successToast: false } } });
  return (
    <ModalForm
      form={form}
      onSubmit={async (values) => {
        await record.mutateAsync({ shiftId, data: values });
        // Said after the fact, in the words of the kind recorded.
        toast.success(
          t('counterShift.movementSaved', {
            type: t(MOVEMENT_LABEL[values.type]),
            amount: formatRupiah(values.amount),
          }),
        );
      }}
      submitLabel={t('counterShift.record')}
    >
      <MovementType form={form} />
      <MoneyField control={form.control} name="amount" label={t('counterShift.amount')} size="md" />
      <TextField
        control={form.control}
        name="reason"
        label={t('counterShift.reason')}
        placeholder={t('counterShift.reasonPlaceholder')}
      />
    </ModalForm>
  );
}

export function CashMovementDialog({ shiftId, type, onClose }: CashMovementProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={type !== null} onClose={onClose} title={t('counterShift.movementTitle')}>
      {type ? <CashMovementForm key={type} shiftId={shiftId} type={type} /> : null}
    </FormModal>
  );
}
