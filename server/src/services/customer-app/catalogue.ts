// What a customer orders from: the outlets taking pick-up orders with their hours, an outlet's menu
// (with a version for If-None-Match), its open pick-up windows and the ways to pay.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  orders,
  outletClosedDays,
  outletOpeningHours,
  outletPickupSettings,
  outlets,
  paymentGateways,
  skus,
  soldOutItems,
  timeslots,
} from '../../db/schema';
import type { components } from '../../../../generated/app/schema';
import { notFound } from '../../lib/http-error';
import { jakartaDate, weekday, hhmm } from '../../lib/jakarta-time';
import { menuGroups, menuGroupsVersion } from '../orders/menu-groups';
import { ORDER } from '../sales/states';

type Schemas = components['schemas'];
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
/** lib/jakarta-time's weekday numbers (0 Sunday) of WEEKDAYS, Monday first. */
const WEEKDAY_NUMBERS = [1, 2, 3, 4, 5, 6, 0];

/** An outlet takes the app's orders when it is a shop (not the head office) that set its pick-up hours. */
const takesOrders = and(
  eq(outlets.isHq, false),
  sql`exists (select 1 from ${outletPickupSettings} where ${outletPickupSettings.outletId} = ${outlets.id})`,
);

/** Whether `outletId` takes the app's orders. */
export async function outletTakesOrders(db: DbOrTx, outletId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(eq(outlets.id, outletId), takesOrders));
  return row !== undefined;
}

async function requireOutlet(db: DbOrTx, outletId: number) {
  if (!(await outletTakesOrders(db, outletId))) throw notFound('Outlet');
}

/** The minutes after midnight of an HH:mm[:ss] time. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export async function listOutlets(db: DbOrTx, now = new Date()): Promise<Schemas['AppOutlet'][]> {
  const rows = await db
    .select({ id: outlets.id, name: outlets.name, address: outlets.address })
    .from(outlets)
    .where(takesOrders)
    .orderBy(asc(outlets.name));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const today = jakartaDate(now);
  const hours = await db.select().from(outletOpeningHours).where(inArray(outletOpeningHours.outletId, ids));
  const closedToday = new Set(
    (
      await db
        .select({ outletId: outletClosedDays.outletId })
        .from(outletClosedDays)
        .where(and(inArray(outletClosedDays.outletId, ids), eq(outletClosedDays.date, today)))
    ).map((row) => row.outletId),
  );
  const nowMinutes = minutesOf(new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(11, 16));
  return rows.map((outlet) => {
    const own = hours.filter((h) => h.outletId === outlet.id);
    const todays = own.find((h) => h.weekday === weekday(today));
    return {
      ...outlet,
      opening_hours: own.length
        ? WEEKDAYS.map((name, i) => {
            const day = own.find((h) => h.weekday === WEEKDAY_NUMBERS[i]);
            return {
              weekday: name,
              opens_at: day ? hhmm(day.opensAt) : null,
              closes_at: day ? hhmm(day.closesAt) : null,
            };
          })
        : [],
      is_open_now:
        !closedToday.has(outlet.id) &&
        todays !== undefined &&
        minutesOf(todays.opensAt) <= nowMinutes &&
        nowMinutes < minutesOf(todays.closesAt),
    };
  });
}

/**
 * The menu's version at an outlet: it changes whenever a product, a category or the outlet's sold-out
 * list does (an edit moves updated_at; adding or removing one moves a count), and whenever the
 * products' modifier groups, their options or the outlet's sold-out options do (../orders/menu-groups).
 */
export async function menuVersion(db: DbOrTx, outletId: number): Promise<string | undefined> {
  const [row] = await db
    .select({
      outlet: outlets.id,
      version: sql<string>`concat_ws(':',
        (select concat(count(*), max(${skus.updatedAt})) from ${skus}),
        (select concat(count(*), max(${categories.updatedAt})) from ${categories}),
        (select concat(count(*), max(${soldOutItems.markedAt})) from ${soldOutItems} where ${soldOutItems.outletId} = ${outlets.id}),
        ${menuGroupsVersion(outlets.id)})`,
    })
    .from(outlets)
    .where(and(eq(outlets.id, outletId), takesOrders));
  if (!row) return undefined;
  return `"m-${createHash('sha256').update(row.version).digest('base64url').slice(0, 22)}"`;
}

/**
 * The outlet's menu: active categories with their active products, and whether each is sold out
 * there. The caller found the outlet taking orders (menuVersion answers only for such an outlet).
 */
export async function outletMenu(db: DbOrTx, outletId: number): Promise<Schemas['AppMenu']> {
  const rows = await db
    .select({
      categoryId: categories.id,
      categoryName: categories.name,
      categoryImage: categories.imageUrl,
      skuId: skus.id,
      name: skus.name,
      price: skus.price,
      discountedPrice: skus.discountedPrice,
      imageUrl: skus.imageUrl,
      soldOut: sql<boolean>`exists (select 1 from ${soldOutItems} where ${soldOutItems.outletId} = ${outletId} and ${soldOutItems.skuId} = ${skus.id})`,
    })
    .from(skus)
    .innerJoin(categories, eq(categories.id, skus.categoryId))
    .where(and(eq(skus.status, true), eq(skus.kind, 'product'), eq(categories.status, true)))
    .orderBy(asc(categories.name), asc(skus.name));
  const groups = await menuGroups(
    db,
    outletId,
    rows.map((row) => row.skuId),
  );
  const menu = new Map<number, Schemas['AppMenuCategory']>();
  for (const row of rows) {
    let category = menu.get(row.categoryId);
    if (!category) {
      category = { id: row.categoryId, name: row.categoryName, image_url: row.categoryImage || null, products: [] };
      menu.set(row.categoryId, category);
    }
    category.products.push({
      sku_id: row.skuId,
      name: row.name,
      price: row.price,
      discounted_price: row.discountedPrice > 0 ? row.discountedPrice : null,
      image_url: row.imageUrl || null,
      modifier_groups: groups.get(row.skuId) ?? [],
      available: !row.soldOut,
    });
  }
  return { outlet_id: outletId, categories: [...menu.values()] };
}

/** The windows of `date` an order can still go into: switched on, not ended, with places left. */
export async function openWindows(db: DbOrTx, outletId: number, date: string): Promise<Schemas['AppPickupWindow'][]> {
  await requireOutlet(db, outletId);
  const booked = sql<number>`(select count(*) from ${orders} where ${orders.timeslotId} = ${timeslots.id} and ${orders.status} <> ${ORDER.CANCELLED})::integer`;
  const rows = await db
    .select({
      id: timeslots.id,
      date: timeslots.date,
      start: timeslots.startTime,
      end: timeslots.endTime,
      remaining: sql<number>`(${timeslots.capacity} - ${booked})::integer`,
    })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.outletId, outletId),
        eq(timeslots.date, date),
        eq(timeslots.isActive, true),
        sql`((${timeslots.date} + ${timeslots.endTime}) at time zone 'Asia/Jakarta') > now()`,
        gt(sql`${timeslots.capacity} - ${booked}`, 0),
      ),
    )
    .orderBy(asc(timeslots.startTime));
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    start_time: hhmm(row.start),
    end_time: hhmm(row.end),
    remaining: row.remaining,
  }));
}

export async function paymentMethods(db: DbOrTx): Promise<Schemas['AppPaymentMethod'][]> {
  const rows = await db
    .select({
      partner_id: paymentGateways.partnerId,
      name: paymentGateways.name,
      method_type: paymentGateways.methodType,
      logo_url: paymentGateways.logoUrl,
    })
    .from(paymentGateways)
    .where(eq(paymentGateways.isEnabled, true))
    .orderBy(asc(paymentGateways.name));
  return rows;
}
