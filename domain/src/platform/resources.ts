import * as z from 'zod/mini';
import { listQuerySchema } from './admin/schemas';
import { textSchema } from './text';

/**
 * Building blocks of every module's resource schemas (one set of messages and limits for all catalogues).
 * Bodies of create and replace (PUT) are the same strict object: unknown fields are refused.
 */
export const requiredText = (max: number) => textSchema(max, 1);
export const optionalText = (max: number) => z._default(textSchema(max), '');
/** A Firestore document id sent by a client: checked for shape here, for existence by the service. */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const documentIdSchema = z.string().check(z.regex(DOCUMENT_ID, 'El identificador no es válido'));
/**
 * The id of a record a body must point to (a dish's category): `choose` says what to pick when it is missing or
 * empty (a form with nothing to choose from sends ''), instead of a word about identifiers.
 */
export const referenceIdSchema = (choose: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? choose : undefined) })
    .check(z.minLength(1, choose), z.regex(DOCUMENT_ID, 'El identificador no es válido'));
export const idListSchema = (max: number) =>
  z._default(
    z.array(documentIdSchema).check(
      z.maxLength(max),
      z.refine((ids) => new Set(ids).size === ids.length, 'Hay elementos repetidos'),
    ),
    [],
  );
export const countSchema = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
/**
 * POST .../categories/reorder (the restaurant's menu, the shop's tree): the ids in their new order (the restaurant's
 * every category; the shop's the children of one parent).
 */
export const reorderBodySchema = z.strictObject({
  ids: z.array(documentIdSchema).check(
    z.minLength(1),
    z.maxLength(200),
    z.refine((ids) => new Set(ids).size === ids.length, 'Hay elementos repetidos'),
  ),
});

/** `?q=&page=&pageSize=&sort=&order=` of a resource list: searched, sorted and paged on the server. */
export const resourceListQuerySchema = z.extend(listQuerySchema, {
  sort: z.optional(z.string().check(z.regex(/^[a-zA-Z]{1,30}$/))),
  order: z.optional(z.enum(['asc', 'desc'])),
});
export type ResourceListQuery = z.infer<typeof resourceListQuerySchema>;

/** Fields every resource answers besides its own. */
export interface ResourceMeta {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** Who uses something that was asked to be deleted: '«Entrecot», «Solomillo» y 3 más' (total counts all). */
export function namesInUse(names: string[], total = names.length): string {
  const quoted = names.map((name) => `«${name}»`).join(', ');
  return total > names.length ? `${quoted} y ${total - names.length} más` : quoted;
}
