import * as z from 'zod/mini';
import type { ModuleType } from '../../platform/module-types';
import { textSchema } from '../../platform/text';

/**
 * What an organization sells, across its selling modules (a dish, a combo; later a service, a product): what a
 * coupon or a loyalty reward names by `id` (the `refId` of the order lines that sell it). Answered by
 * `GET /api/organizations/{id}/orders/items`, read-only.
 */
export interface SellableItem {
  module: ModuleType;
  /** The line kind that sells it ('dish', 'combo'). */
  kind: string;
  id: string;
  name: string;
  priceCents: number;
}

/** At most this many items answer a search (a picker's list), and at most this many ids are resolved at once. */
export const SELLABLE_ITEMS_MAX = 20;
export const SELLABLE_ITEM_IDS_MAX = 100;

const ITEM_IDS = /^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$/;

/**
 * `?q=` a name's words (empty: the first items by name), or `?ids=a,b` the items of those ids (what a form shows
 * for the ids it holds). Not both.
 */
export const sellableItemsQuerySchema = z
  .strictObject({
    q: z.optional(textSchema(100)),
    ids: z.optional(
      z.string().check(
        z.regex(ITEM_IDS, 'Los identificadores no son válidos'),
        z.refine((ids) => ids.split(',').length <= SELLABLE_ITEM_IDS_MAX, 'Demasiados identificadores'),
      ),
    ),
  })
  .check(
    z.refine((query) => !(query.q && query.ids), {
      message: 'Busca por nombre o por identificadores, no por ambos',
      path: ['ids'],
    }),
  );
export type SellableItemsQuery = z.infer<typeof sellableItemsQuerySchema>;
