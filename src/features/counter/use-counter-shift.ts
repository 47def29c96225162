// The shift the counter sells in: the open shift at its register, for a user who handles shifts at
// the outlet (`view_admin_shift`); without that scope the counter says nothing of shifts and the
// server decides.
import { useListShifts } from '@generated/hooks/shifts/shifts';
import type { ShiftSummary } from '@generated/model';
import { useSession } from '@/lib/session';

export interface CounterShift {
  /** The user opens and closes shifts at this outlet. */
  handles: boolean;
  /** The open shift, null when none is open (once known). */
  shift: ShiftSummary | null;
  /** Whether the register is known to have no open shift. */
  noneOpen: boolean;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useCounterShift(outletId: number, register: string | undefined): CounterShift {
  const { session } = useSession();
  const handles = !!session?.outlets.find((outlet) => outlet.id === outletId)?.admin_scope.includes('view_admin_shift');
  const shifts = useListShifts(
    { outlet_id: outletId, register, status: 'OPEN', size: 1 },
    { query: { enabled: handles && register !== undefined } },
  );
  const shift = shifts.data?.data[0] ?? null;
  return {
    handles,
    shift,
    noneOpen: handles && shifts.isSuccess && shift === null,
    loading: handles && shifts.isPending,
    failed: handles && shifts.isError,
    retry: () => void shifts.refetch(),
  };
}
