import { Timestamp } from 'firebase-admin/firestore';
import type { dailyMenuBodySchema } from '@plataforma/domain';
import { eurosToCents, type DailyMenu, type DailyMenuItem, type Page } from '@plataforma/domain';
import type * as z from 'zod/mini';
import { db, transaction } from '../../platform/firebase';
import { readPage, type PageRequest } from '../../platform/paging';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { toIso } from '../../platform/resources/repository';
import { requireAll } from '../../platform/resources/references';
import { dailyMenusOf, dishesOf } from './collections';

type DailyMenuBody = z.infer<typeof dailyMenuBodySchema>;
/** organizations/{orgId}/dailyMenus/{YYYY-MM-DD}: one menú del día per date (no search keys; the date is the id). */
export type StoredDailyMenu = Omit<DailyMenu, 'updatedAt'> & { updatedAt: Timestamp };

const toDto = ({ updatedAt, ...menu }: StoredDailyMenu): DailyMenu => ({ ...menu, updatedAt: toIso(updatedAt) });

export interface DailyMenuRange extends PageRequest {
  from?: string;
  to?: string;
}

/** Menus between two dates, newest first. */
export async function listDailyMenus(tenant: Tenant, range: DailyMenuRange): Promise<Page<DailyMenu>> {
  let query = dailyMenusOf(tenant).orderBy('date', 'desc');
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  const { docs, ...page } = await readPage(query, range);
  return { ...page, items: docs.map((doc) => toDto(doc.data())) };
}

/** The menu of a date, or null: a day without a menú del día is a normal answer, not a missing resource. */
export async function getDailyMenu(tenant: Tenant, date: string): Promise<DailyMenu | null> {
  const menu = (await dailyMenusOf(tenant).doc(date).get()).data();
  return menu ? toDto(menu) : null;
}

/** The menus of several dates in one read, in their order (null where a day has none). */
export async function getDailyMenus(tenant: Tenant, dates: string[]): Promise<(DailyMenu | null)[]> {
  if (dates.length === 0) return [];
  const snapshots = await db().getAll(...dates.map((date) => dailyMenusOf(tenant).doc(date)));
  return snapshots.map((snapshot) => (snapshot.exists ? toDto(snapshot.data() as StoredDailyMenu) : null));
}

/**
 * Creates or replaces the menu of a date. A course item chosen from the menu takes the dish's current name and
 * allergens (what the customer is told is what the kitchen has on file); a written-in item keeps what was typed.
 */
export async function saveDailyMenu(
  tenant: Tenant,
  date: string,
  { price, halfPrice, courses, ...body }: DailyMenuBody,
): Promise<{ menu: DailyMenu; created: boolean }> {
  const ref = dailyMenusOf(tenant).doc(date);
  return transaction(async (tx) => {
    const dishIds = [...new Set(courses.flatMap((course) => course.items.map((item) => item.dishId)).filter(Boolean))];
    const found = await requireAll(tx, dishesOf(tenant), dishIds, 'courses', 'Alguno de los platos ya no existe');
    const dishes = new Map(dishIds.map((id, i) => [id, found[i]!]));
    const created = !(await tx.get(ref)).exists;
    const item = ({ dishId, name, allergens }: DailyMenuItem): DailyMenuItem => {
      const dish = dishId ? dishes.get(dishId) : undefined;
      return dish ? { dishId, name: dish.name, allergens: dish.allergens } : { dishId: '', name, allergens };
    };
    const doc: StoredDailyMenu = {
      ...body,
      date,
      priceCents: eurosToCents(price),
      halfPriceCents: halfPrice === null || halfPrice === '' ? null : eurosToCents(halfPrice),
      courses: courses.map((course) => ({ name: course.name, items: course.items.map(item) })),
      updatedAt: Timestamp.now(),
    };
    tx.set(ref, doc);
    return { menu: toDto(doc), created };
  });
}

/** 'Copiar el menú de ayer': the menu of `from` becomes the menu of `date` (replacing it, if there was one). */
export async function copyDailyMenu(tenant: Tenant, date: string, from: string): Promise<DailyMenu> {
  return transaction(async (tx) => {
    const source = await tx.get(dailyMenusOf(tenant).doc(from));
    if (!source.exists) throw new ApiError('not-found', undefined, `No hay menú del día para el ${from}`);
    const doc: StoredDailyMenu = { ...source.data()!, date, updatedAt: Timestamp.now() };
    tx.set(dailyMenusOf(tenant).doc(date), doc);
    return toDto(doc);
  });
}

export async function deleteDailyMenu(tenant: Tenant, date: string): Promise<void> {
  const ref = dailyMenusOf(tenant).doc(date);
  if (!(await ref.get()).exists) throw new ApiError('not-found');
  await ref.delete();
}
