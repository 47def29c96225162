// The shifts awaiting approval, on the approvers' queue beside the purchase orders: each closed with
// a cash variance beyond the chain's tolerance, as a card that fits a phone (register, outlet,
// business day, who closed it, expected, counted and the variance), opening the shift's drawer to
// approve it with a note.
import '@mantine/core/styles/Paper.css';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListShifts } from '@generated/hooks/shifts/shifts';
import type { ShiftSummary } from '@generated/model';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { VarianceText } from './shift-columns';

// The drawer, with its approval form, loads when a shift is opened (see lazyPart).
const ShiftDrawer = lazyPart(() => import('./shift-drawer'), 'ShiftDrawer');

/** The queue: one page of the newest, more than an outlet has waiting in practice. */
const AWAITING = { status: 'AWAITING_APPROVAL', size: 100 } as const;

function ShiftCard({ shift, onOpen }: { shift: ShiftSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="shift-approval-card" data-shift-id={shift.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600}>{t('shift.detailTitle', { register: shift.register, outlet: shift.outlet_name })}</Text>
          <VarianceText variance={shift.variance} />
        </Group>
        <Text size="sm" c="dimmed">
          {formatDate(shift.business_date)}
          {shift.closed_at
            ? ` · ${t('shift.closedBy', { time: formatDateTime(shift.closed_at), name: shift.closed_by?.name ?? '—' })}`
            : ''}
        </Text>
        <Text size="sm">
          {t('shift.expectedCounted', {
            expected: formatRupiah(shift.expected_cash),
            counted: shift.counted_cash === null ? '—' : formatRupiah(shift.counted_cash),
          })}
        </Text>
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t('shift.reviewItem', { register: shift.register, outlet: shift.outlet_name })}
            onClick={onOpen}
          >
            {t('shift.review')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ShiftApprovals() {
  const { t } = useTranslation();
  const query = useListShifts(AWAITING);
  const [open, setOpen] = useState<number | null>(null);
  const rows = query.data?.data;
  return (
    <Stack gap="sm" maw={720}>
      <Title order={2} size="h4">
        {t('shift.approval.queueTitle')}
      </Title>
      {!rows ? (
        <PendingScreen />
      ) : rows.length === 0 ? (
        <Text>{t('shift.approval.queueEmpty')}</Text>
      ) : (
        rows.map((shift) => <ShiftCard key={shift.id} shift={shift} onOpen={() => setOpen(shift.id)} />)
      )}
      {open !== null ? (
        <Suspense fallback={null}>
          <ShiftDrawer shiftId={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
