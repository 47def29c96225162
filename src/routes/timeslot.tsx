import { createRoute } from '@tanstack/react-router';
import { timeslotListParams, timeslotSearchSchema } from '@/features/timeslots/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const timeslotRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/timeslot',
  staticData: {
    name: 'timeslot',
    rule: 'view_admin_timeslot',
    icon: 'calendarCheck',
    orderInSidebar: 3,
  },
  validateSearch: timeslotSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/timeslots/timeslots'),
      ({ getListTimeslotsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListTimeslotsQueryOptions(timeslotListParams(deps))),
    ),
  component: lazy(() => import('@/features/timeslots/timeslot-page'), 'TimeslotPage', 'timeslots'),
});
