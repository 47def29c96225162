import { IconCalendarCheck } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { dateParam } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const timeslotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/timeslot',
  staticData: {
    name: 'timeslot',
    routerType: 'PRIVATE',
    rule: 'view_admin_timeslot',
    icon: IconCalendarCheck,
    orderInSidebar: 3,
  },
  validateSearch: z.object({ date: dateParam.optional() }),
  component: placeholderComponent,
});
