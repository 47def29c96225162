// Builds the sidebar from the shell's screens, keeping those the session may open: pure, so it is
// tested alone.
import {
  IconAdjustmentsHorizontal,
  IconArrowsExchange,
  IconBox,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCashRegister,
  IconCalendarCheck,
  IconChartBar,
  IconChartLine,
  IconChecks,
  IconClipboardCheck,
  IconClockDollar,
  IconFileAnalytics,
  IconFileText,
  IconHistory,
  IconHome,
  IconKey,
  IconPackages,
  IconReceipt,
  IconReportAnalytics,
  IconReportMoney,
  IconSettings,
  IconShoppingBag,
  IconTag,
  IconToolsKitchen2,
  IconDiscount,
  IconUser,
  IconUsers,
  IconWallet,
  type TablerIcon,
} from '@tabler/icons-react';
import { canAccess, type ScopedSession } from '@/lib/session/access';
import { MENU_GROUPS, type MenuGroup, type MenuIcon, type RouteMeta, type ScreenName } from '@/lib/route-meta';

/** The icons the routes name: here, so they load with the shell rather than with the route table. */
const MENU_ICONS: Record<MenuIcon, TablerIcon> = {
  home: IconHome,
  tag: IconTag,
  box: IconBox,
  adjustments: IconAdjustmentsHorizontal,
  calendarCheck: IconCalendarCheck,
  fileText: IconFileText,
  packages: IconPackages,
  arrowsExchange: IconArrowsExchange,
  shoppingBag: IconShoppingBag,
  cashRegister: IconCashRegister,
  clockDollar: IconClockDollar,
  toolsKitchen: IconToolsKitchen2,
  discount: IconDiscount,
  receipt: IconReceipt,
  buildingStore: IconBuildingStore,
  buildingWarehouse: IconBuildingWarehouse,
  reportAnalytics: IconReportAnalytics,
  chartBar: IconChartBar,
  chartLine: IconChartLine,
  fileAnalytics: IconFileAnalytics,
  user: IconUser,
  users: IconUsers,
  key: IconKey,
  wallet: IconWallet,
  clipboardCheck: IconClipboardCheck,
  reportMoney: IconReportMoney,
  history: IconHistory,
  checks: IconChecks,
  settings: IconSettings,
};

export interface RouteEntry {
  path: string;
  meta: RouteMeta | undefined;
}

export interface MenuItem {
  /** A route path, or `group:<id>` for a submenu. */
  key: string;
  path?: string;
  /** The screen or group name (a `screens` text). */
  name: ScreenName;
  orderInSidebar: number;
  icon: TablerIcon;
  children?: MenuItem[];
}

const byOrder = (a: MenuItem, b: MenuItem) => a.orderInSidebar - b.orderInSidebar;

/**
 * Each of the shell's screens with a name, an order and an icon, whose rule (if any) the session has.
 * Grouped routes go under their predefined group, which itself needs its rule and a child.
 */
export function buildMenu(routes: readonly RouteEntry[], session: ScopedSession | null | undefined): MenuItem[] {
  const top: MenuItem[] = [];
  const groups = new Map<string, MenuItem>();

  for (const { path, meta = {} } of routes) {
    const { name, orderInSidebar, icon, rule, group } = meta;
    if (!name || orderInSidebar === undefined || !icon) continue;
    if (!canAccess(session, rule)) continue;
    const item: MenuItem = { key: path, path, name, orderInSidebar, icon: MENU_ICONS[icon] };
    if (!group) {
      top.push(item);
      continue;
    }
    const definition: MenuGroup = MENU_GROUPS[group];
    if (!canAccess(session, definition.rule)) continue;
    let entry = groups.get(definition.id);
    if (!entry) {
      entry = {
        key: `group:${definition.id}`,
        name: definition.name,
        orderInSidebar: definition.orderInSidebar,
        icon: MENU_ICONS[definition.icon],
        children: [],
      };
      groups.set(definition.id, entry);
      top.push(entry);
    }
    entry.children?.push(item);
  }

  for (const entry of groups.values()) entry.children?.sort(byOrder);
  return top.sort(byOrder);
}

/** Whether a menu path is the current page or one of its sub-pages. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** The group holding the current page, opened at first load. */
export function groupOfPath(menu: readonly MenuItem[], pathname: string): string | undefined {
  return menu.find((item) => item.children?.some((child) => child.path && isActivePath(child.path, pathname)))?.key;
}
