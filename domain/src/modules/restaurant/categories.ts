import * as z from 'zod/mini';
import { optionalText, requiredText, type ResourceMeta } from '../../platform/resources';

/** POST and PUT /api/organizations/{id}/restaurant/categories. The position is set by the reorder call. */
export const categoryBodySchema = z.strictObject({
  name: requiredText(60),
  description: optionalText(300),
  active: z._default(z.boolean(), true),
});
export type CategoryBody = z.input<typeof categoryBodySchema>;

export interface Category extends ResourceMeta {
  name: string;
  description: string;
  active: boolean;
  position: number;
}
