// The home screen's analytics for the last 1, 7 or 30 Jakarta days (today so far included),
// against the same window moved back by its length.
import type { Handlers } from '../../lib/handler-types';
import { LOW_STOCK_THRESHOLD } from '../../lib/low-stock';
import { addDays, clock, DAY, HOUR, jakartaDate, startOfJakartaDay } from '../../lib/jakarta-time';
import { ORDER_STATUSES } from '../../db/schema';
import { heavyReads, reachKey } from '../../lib/heavy-reads';
import { outletReach } from '../../lib/outlet-access';
import type { AdminScope } from '../../lib/scopes';
import { countByStatus, lowStock, salesByBucket, topSkus, totals, type Window } from './queries';

/**
 * Sales figures, and the watched SKUs running low (their stock summed over the same outlets), are
 * shown for the outlets where the user may see orders, invoices or reports.
 */
export const SALES_SCOPES: AdminScope[] = ['view_admin_order', 'view_admin_invoices', 'view_admin_user'];

const span = (w: Window) => ({ start_at: w.from.toISOString(), end_at: w.to.toISOString() });

const fromDatabase: Handlers = {
  async getDashboardAnalytics(request) {
    const { db } = request.server;
    const days = request.query.days ?? 1;
    const now = Date.now();
    const today = jakartaDate(now);
    const from = startOfJakartaDay(addDays(today, 1 - days));
    const reach = await outletReach(request, SALES_SCOPES);
    // Stock warnings are for those who see the stock: at the outlets where they hold inventory.
    const stockReach = await outletReach(request, 'view_admin_inventory');
    const current: Window = { from: new Date(from), to: new Date(now), reach };
    const previous: Window = { from: new Date(from - days * DAY), to: new Date(now - days * DAY), reach };

    const [currentTotals, previousTotals, buckets, statuses, top, low] = await Promise.all([
      totals(db, current),
      totals(db, previous),
      salesByBucket(db, current, days === 1),
      countByStatus(db, current),
      topSkus(db, current),
      lowStock(db, LOW_STOCK_THRESHOLD, stockReach),
    ]);
    // Every hour of today, or every day of the window, zeros included.
    const points =
      days === 1
        ? Array.from({ length: 24 }, (_, h) => ({ at: from + h * HOUR, label: clock(h * 60) }))
        : Array.from({ length: days }, (_, d) => ({ at: from + d * DAY, label: addDays(today, d + 1 - days) }));
    return {
      data: {
        days,
        window: span(current),
        previous_window: span(previous),
        totals: currentTotals,
        previous_totals: previousTotals,
        sales_series: points.map((p) => ({
          bucket_start: new Date(p.at).toISOString(),
          label: p.label,
          order_count: buckets.get(p.label)?.order_count ?? 0,
          gross_sales: buckets.get(p.label)?.gross_sales ?? 0,
        })),
        orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
        top_skus: top,
        low_stock_threshold: LOW_STOCK_THRESHOLD,
        low_stock: low,
      },
    };
  },
};

/**
 * A heavy read, in its turn (see heavy-reads). The answer is kept a few seconds
 * (DASHBOARD_CACHE_SECONDS) and served to every user with the same outlet reach, for sales and for
 * stock, for the window.
 */
export const dashboardHandlers: Handlers = {
  async getDashboardAnalytics(request, reply) {
    const sales = reachKey(await outletReach(request, SALES_SCOPES));
    const stock = reachKey(await outletReach(request, 'view_admin_inventory'));
    const key = `dashboard:${request.query.days ?? 1}:${sales}:${stock}`;
    return heavyReads(request).cached(key, () => fromDatabase.getDashboardAnalytics!(request, reply));
  },
};
