// One shift in a side drawer: its register, outlet, business day, status, who opened and closed it
// and when (WIB); its figures (the X report while open: what the drawer should hold now; once
// closed, the count against the expected cash with the variance, red when short); the count by
// note and coin; the close note; the pay-ins, pay-outs and safe drops; the approval, or "Approve"
// with a required note for a user who may approve it (the API's refusal shown as it says it); and
// the X slip to print. Fits a phone: the counter's "X report" opens it there.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCheck, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApproveShift, useGetShift } from '@generated/hooks/shifts/shifts';
import type { Shift } from '@generated/model';
import { DataTableError } from '@/components/data-table/data-table-states';
import { Drawer } from '@/components/feedback/dialog';
import { ApiForm } from '@/components/form/api-form';
import { applyApiError } from '@/components/form/api-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { ButtonLink } from '@/components/links';
import { isApiError } from '@/lib/api/errors';
import { formatDate, formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { approvalSchema, type ApprovalValues } from './schemas';
import { ShiftStatusBadge } from './shift-columns';
import { figuresOfShift, ShiftFigures } from './shift-figures';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const who = (person: Shift['opened_by'], at: string | null) =>
  [at ? formatDateTime(at) : null, person?.name].filter(Boolean).join(' · ');

/** The count by note and coin: "Rp 100,000 × 15", and what they make. */
function Denominations({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const counted = (shift.counted_denominations ?? []).filter((line) => line.count > 0);
  if (counted.length === 0) return null;
  return (
    <Section title={t('shift.denominations')}>
      <Stack gap={4} data-testid="shift-denominations">
        {counted.map((line) => (
          <Group key={line.value} justify="space-between" wrap="nowrap">
            <Text size="sm">
              {formatRupiah(line.value)} × {formatNumber(line.count)}
            </Text>
            <Text size="sm">{formatRupiah(line.value * line.count)}</Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

function Movements({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  return (
    <Section title={t('shift.movements')}>
      {shift.movements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shift.noMovements')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="shift-movements">
          {shift.movements.map((movement) => (
            <Stack key={movement.id} gap={0}>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Text size="sm" fw={600}>
                  {t(`shift.movement.${movement.type}`)}
                </Text>
                <Text size="sm" fw={600}>
                  {movement.type === 'pay_in' ? formatRupiah(movement.amount) : `-${formatRupiah(movement.amount)}`}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {movement.reason}
              </Text>
              <Text size="xs" c="dimmed">
                {who(movement.created_by, movement.created_at)}
                {movement.corrects_shift_id !== null
                  ? ` · ${t('shift.correctsShift', { id: movement.corrects_shift_id })}`
                  : ''}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function ApproveForm({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const form = useForm<ApprovalValues>({ resolver: zodResolver(approvalSchema), defaultValues: { note: '' } });
  const approve = useApproveShift({ mutation: { meta: { successToast: t('shift.approval.approved') } } });
  const refusal = form.formState.errors.root?.message;
  return (
    <ApiForm
      form={form}
      autoFocus={false}
      onSubmit={async (values) => {
        try {
          await approve.mutateAsync({ shiftId: shift.id, data: { note: values.note } });
        } catch (error) {
          // A refusal that names no field of this form (the closer asking, a shift already approved):
          // the API's words, under the form.
          if (isApiError(error) && !applyApiError(error, form)) form.setError('root', { message: error.message });
          else throw error;
        }
      }}
    >
      <TextareaField
        control={form.control}
        name="note"
        label={t('shift.approval.note')}
        description={t('shift.approval.noteHint')}
        required
        autosize
        minRows={2}
        maxLength={500}
      />
      {refusal ? (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          type="submit"
          color="teal"
          leftSection={<IconCheck size={16} aria-hidden />}
          loading={form.formState.isSubmitting}
        >
          {t('shift.approval.approve')}
        </Button>
      </Group>
    </ApiForm>
  );
}

function Approval({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  if (shift.approved_by && shift.approved_at) {
    return (
      <Section title={t('shift.approval.title')}>
        <Fact label={t('shift.approval.approvedBy')}>{who(shift.approved_by, shift.approved_at)}</Fact>
        {shift.approval_note ? (
          <Fact label={t('shift.approval.note')}>
            <span style={{ whiteSpace: 'pre-line' }}>{shift.approval_note}</span>
          </Fact>
        ) : null}
      </Section>
    );
  }
  if (shift.status !== 'AWAITING_APPROVAL') return null;
  return (
    <Section title={t('shift.approval.title')}>
      <Alert color="orange" variant="light">
        {t('shift.approval.waiting', { tolerance: formatRupiah(shift.variance_tolerance ?? 0) })}
        {shift.can_approve ? null : ` ${t('shift.approval.notYours')}`}
      </Alert>
      {shift.can_approve ? <ApproveForm shift={shift} /> : null}
    </Section>
  );
}

export function ShiftBody({ shift }: { shift: Shift }) {
  const { t } = useTranslation();
  const open = shift.status === 'OPEN';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <ShiftStatusBadge status={shift.status} />
        <ButtonLink
          to="/shift/$shiftId/slip"
          params={{ shiftId: String(shift.id) }}
          variant="light"
          size="xs"
          leftSection={<IconPrinter size={14} aria-hidden />}
        >
          {t('shift.printSlip')}
        </ButtonLink>
      </Group>
      <Stack gap={6}>
        <Fact label={t('shift.outlet')}>{shift.outlet_name}</Fact>
        <Fact label={t('shift.register')}>{shift.register}</Fact>
        <Fact label={t('shift.businessDay')}>{formatDate(shift.business_date)}</Fact>
        <Fact label={t('shift.opened')}>{who(shift.opened_by, shift.opened_at)}</Fact>
        {shift.closed_at ? <Fact label={t('shift.closed')}>{who(shift.closed_by, shift.closed_at)}</Fact> : null}
      </Stack>
      <Section title={t(open ? 'shift.xReport' : 'shift.atClosing')}>
        {open ? (
          <Text size="xs" c="dimmed">
            {t('shift.xReportHint')}
          </Text>
        ) : null}
        <ShiftFigures figures={figuresOfShift(shift, t)} t={t} />
      </Section>
      <Denominations shift={shift} />
      {shift.close_note ? (
        <Section title={t('shift.closeNote')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {shift.close_note}
          </Text>
        </Section>
      ) : null}
      <Approval shift={shift} />
      <Movements shift={shift} />
    </Stack>
  );
}

export function ShiftDrawer({ shiftId, onClose }: { shiftId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shift = useGetShift(shiftId ?? 0, { query: { enabled: shiftId !== null } });
  const data = shift.data?.data;
  return (
    <Drawer
      opened={shiftId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text fw={700}>
          {data ? t('shift.detailTitle', { register: data.register, outlet: data.outlet_name }) : t('shift.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {shift.error ? (
        <DataTableError error={shift.error} onRetry={() => void shift.refetch()} />
      ) : data ? (
        <ShiftBody shift={data} />
      ) : (
        <Stack>
          <Skeleton h={28} />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}
