import { IconReceipt } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InvoiceStatus } from '../../generated/model';
import { numericEnumParam, pagingSearch, safeText } from '../lib/validation/search-params';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const invoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/invoice',
  staticData: {
    name: 'invoices',
    routerType: 'PRIVATE',
    rule: 'view_admin_invoices',
    icon: IconReceipt,
    orderInSidebar: 11,
  },
  validateSearch: z.object({
    ...pagingSearch,
    status: numericEnumParam('status', Object.values(InvoiceStatus)).optional(),
    invoice_id: safeText.optional(),
  }),
  component: placeholderComponent,
});
