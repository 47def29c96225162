import { createRoute } from '@tanstack/react-router';
import { timeslotListParams, timeslotSearchSchema } from '../features/timeslots/search';
import { lazy, prefetchWith } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const timeslotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/timeslot',
  staticData: {
    name: 'timeslot',
    routerType: 'PRIVATE',
    rule: 'view_admin_timeslot',
    icon: 'calendarCheck',
    orderInSidebar: 3,
  },
  validateSearch: timeslotSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('../../generated/hooks/timeslots/timeslots'),
      ({ getListTimeslotsQueryOptions }) =>
        context.queryClient.prefetchQuery(getListTimeslotsQueryOptions(timeslotListParams(deps))),
    ),
  component: lazy(() => import('../features/timeslots/timeslot-page'), 'TimeslotPage'),
});
