import * as z from 'zod/mini';
import { eurosSchema } from '../../platform/money-schemas';
import { countSchema, requiredText, type ResourceMeta } from '../../platform/resources';

const optionSchema = z.strictObject({
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'El identificador no es válido'))),
  name: requiredText(60),
  /** What the option adds to the dish's price, in euros. */
  priceDelta: z._default(eurosSchema, 0),
  available: z._default(z.boolean(), true),
});

/**
 * POST and PUT /api/organizations/{id}/restaurant/modifier-groups: 'Punto de la carne' (required, exactly one),
 * 'Extras' (optional, up to three)...
 */
export const modifierGroupBodySchema = z
  .strictObject({
    name: requiredText(60),
    required: z._default(z.boolean(), false),
    min: countSchema(0, 20),
    max: countSchema(1, 20),
    options: z.array(optionSchema).check(z.minLength(1, 'Añade al menos una opción'), z.maxLength(40)),
  })
  .check(
    z.superRefine((group, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', message, path: [path], input: group });
      if (group.min > group.max) issue('max', 'El máximo no puede ser menor que el mínimo');
      else if (group.max > group.options.length) issue('max', 'El máximo no puede superar el número de opciones');
      if (group.required && group.min < 1) issue('min', 'Un grupo obligatorio pide al menos una opción');
      if (!group.required && group.min > 0) issue('min', 'Un grupo opcional no puede pedir un mínimo');
    }),
  );
export type ModifierGroupBody = z.input<typeof modifierGroupBodySchema>;

export interface ModifierOption {
  id: string;
  name: string;
  priceDeltaCents: number;
  available: boolean;
}

export interface ModifierGroup extends ResourceMeta {
  name: string;
  required: boolean;
  min: number;
  max: number;
  options: ModifierOption[];
}
