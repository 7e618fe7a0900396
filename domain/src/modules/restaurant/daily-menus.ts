import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { eurosSchema, vatRateSchema } from '../../platform/money-schemas';
import { documentIdSchema, optionalText, requiredText } from '../../platform/resources';
import { WEEKDAYS, type Weekday } from '../../platform/dates';
import { dateKeySchema, intervalSchema, type Interval } from '../../platform/schedule';
import { ALLERGENS, type Allergen } from './allergens';
import { DEFAULT_DISH_VAT_RATE } from './dishes';

/** The usual courses of a menú del día, offered when a new one is started. */
export const DEFAULT_COURSES = ['Primeros', 'Segundos', 'Postres'] as const;
export const MENU_INCLUDES = ['bread', 'drink', 'coffee'] as const;
export type MenuInclude = (typeof MENU_INCLUDES)[number];

/** A dish of a course: one of the menu's dishes (its name and allergens are copied) or written in place. */
const itemSchema = z
  .strictObject({
    dishId: z._default(z.union([z.literal(''), documentIdSchema]), ''),
    name: optionalText(80),
    allergens: z._default(z.array(z.enum(ALLERGENS)), []),
  })
  .check(
    z.superRefine((item, ctx) => {
      if (!item.dishId && !item.name)
        ctx.issues.push({ code: 'custom', message: 'Elige un plato o escribe su nombre', path: ['name'], input: '' });
    }),
  );

/** PUT /api/organizations/{id}/restaurant/daily-menus/{YYYY-MM-DD}: the menu of that date, replaced whole. */
export const dailyMenuBodySchema = z
  .strictObject({
    name: z._default(requiredText(60), 'Menú del día'),
    price: eurosSchema,
    /** Medio menú (one course and dessert): optional. */
    halfPrice: z._default(z.union([z.literal(''), z.null(), eurosSchema]), null),
    vatRate: z._default(vatRateSchema, DEFAULT_DISH_VAT_RATE),
    courses: z
      .array(z.strictObject({ name: requiredText(40), items: z.array(itemSchema).check(z.maxLength(20)) }))
      .check(z.minLength(1, 'Añade al menos un plato'), z.maxLength(6)),
    includes: z._default(z.array(z.enum(MENU_INCLUDES)), []),
    weekdays: z._default(z.array(z.enum(WEEKDAYS)), ['mon', 'tue', 'wed', 'thu', 'fri']),
    hours: z._default(intervalSchema, { from: '13:00', to: '16:00' }),
    notes: optionalText(300),
  })
  .check(
    z.superRefine((menu, ctx) => {
      if (!menu.courses.some((course) => course.items.length > 0))
        ctx.issues.push({ code: 'custom', message: 'Añade al menos un plato', path: ['courses'], input: menu.courses });
    }),
  );
export type DailyMenuBody = z.input<typeof dailyMenuBodySchema>;

/** POST /api/organizations/{id}/restaurant/daily-menus/{date}/copy: copy another date's menu (yesterday's). */
export const copyDailyMenuBodySchema = z.strictObject({ from: dateKeySchema });

export interface DailyMenuItem {
  dishId: string;
  name: string;
  allergens: Allergen[];
}

export interface DailyMenu {
  date: string;
  name: string;
  priceCents: number;
  halfPriceCents: number | null;
  vatRate: VatRate;
  courses: { name: string; items: DailyMenuItem[] }[];
  includes: MenuInclude[];
  weekdays: Weekday[];
  hours: Interval;
  notes: string;
  updatedAt: string;
}
