import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { eurosSchema, vatRateSchema } from '../../platform/money-schemas';
import {
  documentIdSchema,
  idListSchema,
  optionalText,
  referenceIdSchema,
  requiredText,
  type ResourceMeta,
} from '../../platform/resources';
import { ALLERGENS, type Allergen } from './allergens';

/** Restaurants in Spain charge food and drink at the reduced rate (10 %) unless told otherwise. */
export const DEFAULT_DISH_VAT_RATE = 10;
export const MAX_COUNTDOWN_STOCK = 100_000;

const uniqueList = <T>(values: T[]) => new Set(values).size === values.length;

/** POST and PUT /api/organizations/{id}/restaurant/dishes. The price is in euros; it is stored as cents. */
export const dishBodySchema = z.strictObject({
  name: requiredText(80),
  description: optionalText(500),
  price: eurosSchema,
  vatRate: z._default(vatRateSchema, DEFAULT_DISH_VAT_RATE),
  categoryId: referenceIdSchema('Elige la categoría del plato'),
  allergens: z._default(z.array(z.enum(ALLERGENS)).check(z.refine(uniqueList, 'Hay alérgenos repetidos')), []),
  available: z._default(z.boolean(), true),
  /** Countdown stock: units left to sell today; null when the dish is not counted. */
  stock: z._default(z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNTDOWN_STOCK))), null),
  /** Kitchen station that prepares it ('Cocina', 'Barra', 'Plancha'...); the kitchen board filters by it. */
  station: optionalText(40),
  modifierGroupIds: idListSchema(20),
  /** The dish's photo: an image of the organization's media store (issue 19); null without one. */
  photoId: z._default(z.nullable(documentIdSchema), null),
});
export type DishBody = z.input<typeof dishBodySchema>;

/** POST /api/organizations/{id}/restaurant/dishes/{dishId}/availability: the one-tap 'agotado' switch. */
export const dishAvailabilityBodySchema = z.strictObject({ available: z.boolean() });

export interface Dish extends ResourceMeta {
  name: string;
  description: string;
  priceCents: number;
  vatRate: VatRate;
  categoryId: string;
  allergens: Allergen[];
  available: boolean;
  stock: number | null;
  station: string;
  modifierGroupIds: string[];
  photoId: string | null;
}
