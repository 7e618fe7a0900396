import * as z from 'zod/mini';
import { documentIdSchema, optionalText, requiredText, type ResourceMeta } from '../../platform/resources';

/** POST and PUT /api/organizations/{id}/restaurant/categories. The position is set by the reorder call. */
export const categoryBodySchema = z.strictObject({
  name: requiredText(60),
  description: optionalText(300),
  active: z._default(z.boolean(), true),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

/** POST /api/organizations/{id}/restaurant/categories/reorder: every category id in its new order. */
export const reorderBodySchema = z.strictObject({
  ids: z.array(documentIdSchema).check(
    z.minLength(1),
    z.maxLength(200),
    z.refine((ids) => new Set(ids).size === ids.length, 'Hay elementos repetidos'),
  ),
});

export interface Category extends ResourceMeta {
  name: string;
  description: string;
  active: boolean;
  position: number;
}
