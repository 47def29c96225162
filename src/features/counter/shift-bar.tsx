// The shift the counter sells in, above the grid: "Shift open since 08:00 WIB · Counter 1 · Sari
// Dewi" with pay in, pay out and safe drop, the X report and Close shift; with no shift open at
// the register, the way to open one.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Skeleton.css';
import { Alert, Button, Group, Paper, Skeleton, Text } from '@mantine/core';
import { IconCashRegister } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CashMovementType } from '@generated/model';
import { formatTime } from '@/lib/format';
import { MOVEMENT_LABEL } from './shift-dialogs';
import type { CounterShift } from './use-counter-shift';

export type ShiftDialog = { kind: 'open' } | { kind: 'move'; type: CashMovementType } | { kind: 'close' };

export interface ShiftBarProps {
  shifts: CounterShift;
  register: string;
  onDialog: (dialog: ShiftDialog) => void;
}

export function ShiftBar({ shifts, register, onDialog }: ShiftBarProps) {
  const { t } = useTranslation();
  if (!shifts.handles) return null;
  if (shifts.failed)
    return (
      <Alert color="orange" title={t('counterShift.shiftFailed')}>
        <Button size="xs" variant="light" onClick={shifts.retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (shifts.loading) return <Skeleton h={44} radius="md" />;
  const { shift } = shifts;
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="shift-bar">
      <Group justify="space-between" gap="xs">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconCashRegister size={18} aria-hidden />
          <Text size="sm" fw={600}>
            {shift
              ? [
                  t('counterShift.openSince', { time: formatTime(shift.opened_at) }),
                  shift.register,
                  shift.opened_by?.name,
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t('counterShift.noShift', { register })}
          </Text>
        </Group>
        {shift ? (
          <Group gap={6}>
            {(Object.keys(MOVEMENT_LABEL) as CashMovementType[]).map((type) => (
              <Button key={type} size="compact-sm" variant="light" onClick={() => onDialog({ kind: 'move', type })}>
                {t(MOVEMENT_LABEL[type])}
              </Button>
            ))}
            <Button size="compact-sm" variant="default" component="a" href={`/shift?view=${shift.id}`}>
              {t('counterShift.xReport')}
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => onDialog({ kind: 'close' })}>
              {t('counterShift.closeShift')}
            </Button>
          </Group>
        ) : (
          <Button size="compact-md" onClick={() => onDialog({ kind: 'open' })}>
            {t('counterShift.openShift')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
