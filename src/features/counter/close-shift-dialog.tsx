// Closing the counter's shift: the drawer counted note by note and coin by coin (Rp 100,000 down to
// Rp 100; each count a number field, Tab to the next, Enter to close), adding up to the counted cash
// as it is typed. The count is blind: what the drawer should hold shows only on the result, with
// the variance and whether a manager must approve it.
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCloseShift } from '@generated/hooks/shifts/shifts';
import type { Shift } from '@generated/model';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { ApiForm } from '@/components/form/api-form';
import { FormModal, useFormModal } from '@/components/form/form-modal';
import { NumberField } from '@/components/form/number-field';
import { TextareaField } from '@/components/form/textarea-field';
import { formatRupiah } from '@/lib/format';
import { closeShiftSchema, countedTotal, emptyCount, type CloseShiftInput } from './shift-schemas';

type CloseShiftOutput = ReturnType<(typeof closeShiftSchema)['parse']>;

interface CloseShiftProps {
  shift: { id: number; register: string } | null;
  onClose: () => void;
}

function Count({ shift, onClosed }: { shift: { id: number; register: string }; onClosed: (shift: Shift) => void }) {
  const { t } = useTranslation();
  const modal = useFormModal();
  const [confirm, confirmDialog] = useConfirm();
  const form = useForm<CloseShiftInput, unknown, CloseShiftOutput>({
    resolver: zodResolver(closeShiftSchema),
    defaultValues: emptyCount(),
  });
  const counts = useWatch({ control: form.control, name: 'counts' });
  const counted = countedTotal(counts);
  const close = useCloseShift({ mutation: { meta: { successToast: false } } });
  const refusal = form.formState.errors.counted_cash?.message;
  const { isDirty } = form.formState;
  useEffect(() => modal?.setDirtyCheck(() => isDirty), [modal, isDirty]);
  return (
    <ApiForm
      form={form}
      onSubmit={async (values) => {
        const sure = await confirm({
          title: t('counterShift.closeConfirmTitle'),
          message: t('counterShift.closeConfirm', { register: shift.register, amount: formatRupiah(counted) }),
          confirmLabel: t('counterShift.closeShift'),
          cancelLabel: t('counterShift.keepCounting'),
        });
        if (!sure) return;
        const answer = await close.mutateAsync({ shiftId: shift.id, data: values });
        onClosed(answer.data);
      }}
    >
      <Text size="sm" c="dimmed">
        {t('counterShift.countHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
        {counts.map((row, index) => {
          const denomination = formatRupiah(row.value);
          return (
            <Group key={row.value} wrap="nowrap" gap="xs" data-testid="denomination">
              <Text size="sm" fw={600} w={88} ta="right">
                {denomination}
              </Text>
              <NumberField
                control={form.control}
                name={`counts.${index}.count`}
                aria-label={t('counterShift.countOf', { denomination })}
                min={0}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                w={72}
                size="sm"
              />
              <Text size="sm" c="dimmed" ta="right" style={{ flex: 1 }}>
                {row.count ? formatRupiah(row.value * row.count) : ''}
              </Text>
            </Group>
          );
        })}
      </SimpleGrid>
      <Group justify="space-between" bg="gray.0" p="sm" style={{ borderRadius: 8 }} aria-live="polite">
        <Text fw={600}>{t('counterShift.counted')}</Text>
        <Text fw={800} size="xl" data-testid="counted-cash">
          {formatRupiah(counted)}
        </Text>
      </Group>
      {refusal ? (
        <Text c="red" size="sm" role="alert">
          {refusal}
        </Text>
      ) : null}
      <TextareaField control={form.control} name="note" label={t('counterShift.note')} autosize minRows={1} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => modal?.requestClose()}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" color="red" loading={form.formState.isSubmitting}>
          {t('counterShift.closeShift')}
        </Button>
      </Group>
      {confirmDialog}
    </ApiForm>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between">
      <Text>{label}</Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** The closed shift: what the drawer should have held, what was counted, and the difference. */
function Result({ shift, onDone }: { shift: Shift; onDone: () => void }) {
  const { t } = useTranslation();
  const variance = shift.variance ?? 0;
  const awaiting = shift.status === 'AWAITING_APPROVAL';
  // The count is sent: closing now loses nothing.
  const modal = useFormModal();
  useEffect(() => modal?.setDirtyCheck(() => false), [modal]);
  return (
    <Stack gap="sm" data-testid="shift-result">
      <Figure label={t('counterShift.expected')} value={formatRupiah(shift.expected_cash)} testId="shift-expected" />
      <Figure label={t('counterShift.counted')} value={formatRupiah(shift.counted_cash ?? 0)} testId="shift-counted" />
      <Figure
        label={t('counterShift.variance')}
        value={`${variance > 0 ? '+' : ''}${formatRupiah(variance)}`}
        testId="shift-variance"
      />
      <Alert color={awaiting ? 'orange' : 'teal'} role="status">
        {awaiting ? t('counterShift.awaitingApproval') : t('counterShift.withinTolerance')}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" component="a" href={`/shift?view=${shift.id}`}>
          {t('counterShift.xReport')}
        </Button>
        <Button onClick={onDone} data-autofocus>
          {t('counterShift.done')}
        </Button>
      </Group>
    </Stack>
  );
}

export function CloseShiftDialog({ shift, onClose }: CloseShiftProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState<Shift | null>(null);
  const done = () => {
    setClosed(null);
    onClose();
  };
  return (
    <FormModal
      opened={shift !== null || closed !== null}
      onClose={done}
      title={closed ? t('counterShift.closedTitle') : t('counterShift.closeTitle', { register: shift?.register ?? '' })}
    >
      {closed ? <Result shift={closed} onDone={done} /> : shift ? <Count shift={shift} onClosed={setClosed} /> : null}
    </FormModal>
  );
}
