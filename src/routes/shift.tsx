// The shifts at the registers: the list with one shift in its drawer (`?view=<id>`, where the
// counter's "X report" leads, so a cashier opens it on a phone), a shift's X slip and a business
// day's Z slip at an outlet, printed on the till roll.
import { createRoute } from '@tanstack/react-router';
import {
  daySlipSearchSchema,
  shiftListParams,
  shiftSearchSchema,
  shiftSlipSearchSchema,
} from '@/features/shifts/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

const RULE = 'view_admin_shift';

export const shiftRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/shift',
  staticData: { name: 'shifts', rule: RULE, icon: 'clockDollar', orderInSidebar: 10.5 },
  validateSearch: shiftSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/shifts/shifts'),
      ({ getListShiftsQueryOptions, getGetShiftQueryOptions }) =>
        Promise.all([
          context.queryClient.prefetchQuery(getListShiftsQueryOptions(shiftListParams(deps))),
          deps.view === undefined ? undefined : context.queryClient.prefetchQuery(getGetShiftQueryOptions(deps.view)),
        ]),
    ),
  component: lazy(() => import('@/features/shifts/shift-page'), 'ShiftPage', 'shifts'),
});

export const shiftSlipRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/shift/$shiftId/slip',
  staticData: { name: 'shiftSlip', rule: RULE },
  validateSearch: shiftSlipSearchSchema,
  component: lazy(() => import('@/features/shifts/shift-slips'), 'ShiftSlipPage', 'shifts'),
});

export const daySlipRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-shifts/slip',
  staticData: { name: 'shiftDaySlip', rule: RULE },
  validateSearch: daySlipSearchSchema,
  component: lazy(() => import('@/features/shifts/shift-slips'), 'DaySlipPage', 'shifts'),
});
