// What every route declares about itself in its `staticData`, and the
// predefined sidebar groups. The guard, the sidebar and the page title all read from here. Names
// are keys of the `screens` texts, so the sidebar and the title follow the language.
import type { AdminScope } from '@generated/model';
import type en from './i18n/locales/en/shell.json';
import { t } from './i18n';

export type ScreenName = keyof typeof en.screens;

/** A sidebar icon, by name: the icons themselves load with the admin shell (see shell/menu). */
export type MenuIcon =
  | 'home'
  | 'tag'
  | 'box'
  | 'adjustments'
  | 'discount'
  | 'calendarCheck'
  | 'fileText'
  | 'packages'
  | 'arrowsExchange'
  | 'shoppingBag'
  | 'cashRegister'
  | 'clockDollar'
  | 'toolsKitchen'
  | 'receipt'
  | 'buildingStore'
  | 'buildingWarehouse'
  | 'reportAnalytics'
  | 'chartBar'
  | 'chartLine'
  | 'fileAnalytics'
  | 'user'
  | 'users'
  | 'key'
  | 'wallet'
  | 'clipboardCheck'
  | 'reportMoney'
  | 'history'
  | 'checks'
  | 'settings';

export interface MenuGroup {
  id: string;
  name: ScreenName;
  orderInSidebar: number;
  rule?: AdminScope;
  icon: MenuIcon;
}

export const MENU_GROUPS = {
  // No rule of its own: each report has its own (the payments report the invoices' rule), and the
  // group shows with any report the session may open.
  reports: {
    id: 'reports',
    name: 'reports',
    orderInSidebar: 19,
    icon: 'reportAnalytics',
  },
} as const satisfies Record<string, MenuGroup>;

export type MenuGroupId = keyof typeof MENU_GROUPS;

export interface RouteMeta {
  /** Screen name (a `screens` text): sidebar label and page title. */
  name?: ScreenName;
  /** The admin scope the screen needs (several: any one of them); none means any signed-in user. */
  rule?: AdminScope | readonly AdminScope[];
  icon?: MenuIcon;
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

export const APP_VERSION = '1.0.0';

/** The screen's name in the language in use. */
export const screenName = (name: ScreenName): string => t(`screens.${name}`);

/** "<page name> | Admin Dashboard", or just the suffix for a screen without a name. */
export function documentTitle(name?: string, detail?: string): string {
  const suffix = t('app.title');
  if (!name) return suffix;
  return `${detail ? `${name} ${detail}` : name} | ${suffix}`;
}
