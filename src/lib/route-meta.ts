// What every route declares about itself (spec section 2) in its `staticData`, and the
// predefined sidebar groups. The guard, the sidebar and the page title all read from here.
import { IconReportAnalytics, type TablerIcon } from '@tabler/icons-react';
import type { AdminScope } from '../../generated/model';
import type { RouterType } from './session/validity';

export interface MenuGroup {
  id: string;
  label: string;
  orderInSidebar: number;
  rule?: AdminScope;
  icon: TablerIcon;
}

export const MENU_GROUPS = {
  reports: {
    id: 'reports',
    label: 'Reports',
    orderInSidebar: 19,
    rule: 'view_admin_user',
    icon: IconReportAnalytics,
  },
} as const satisfies Record<string, MenuGroup>;

export type MenuGroupId = keyof typeof MENU_GROUPS;

export interface RouteMeta {
  /** Screen name: sidebar label and page title. */
  name?: string;
  /** Render without the admin shell (sign-in and recovery). */
  usesBasicLayout?: boolean;
  routerType?: RouterType;
  /** The admin scope the screen needs; none means any signed-in user. */
  rule?: AdminScope;
  icon?: TablerIcon;
  /** Position in the sidebar (or in its group); routes without one stay out of the sidebar. */
  orderInSidebar?: number;
  group?: MenuGroupId;
  /** A search parameter whose value joins the page title (e.g. the PO number being edited). */
  titleSearchKey?: string;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}

export const APP_TITLE = 'Admin Dashboard';
export const APP_VERSION = '1.0.0';

/** "<page name> | Admin Dashboard", or just the suffix for a screen without a name. */
export function documentTitle(name?: string, detail?: string): string {
  if (!name) return APP_TITLE;
  return `${detail ? `${name} ${detail}` : name} | ${APP_TITLE}`;
}
