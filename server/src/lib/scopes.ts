// The admin scopes a role can grant, with the screens each opens.
import type { components } from '../../../generated/schema';

export type AdminScope = components['schemas']['AdminScope'];

export const SCOPE_SCREENS: Record<AdminScope, string> = {
  view_admin_category: 'Category',
  view_admin_sku: 'SKU',
  view_admin_timeslot: 'Timeslot',
  view_admin_counter: 'Counter',
  view_admin_purchase_order: 'Purchase Orders and Vendor',
  view_admin_inventory: 'Inventory and Movements',
  view_admin_order: 'Orders',
  view_admin_invoices: 'Invoices',
  view_admin_outlet: 'Outlet',
  view_admin_user: 'Users, Roles, Payment Gateway and all reports',
  approve_admin_purchase_order: 'Approving purchase orders at or above the approval threshold',
  view_admin_shift: 'Shifts and cash',
  view_admin_prep: 'Prep board and waste',
};

export const ADMIN_SCOPES = Object.keys(SCOPE_SCREENS) as AdminScope[];
