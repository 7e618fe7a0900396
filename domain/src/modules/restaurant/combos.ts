import * as z from 'zod/mini';
import type { VatRate } from '../../platform/money';
import { eurosSchema, vatRateSchema } from '../../platform/money-schemas';
import { countSchema, documentIdSchema, optionalText, requiredText, type ResourceMeta } from '../../platform/resources';
import { DEFAULT_DISH_VAT_RATE } from './dishes';

const slotSchema = z
  .strictObject({
    name: requiredText(60),
    min: countSchema(0, 10),
    max: countSchema(1, 10),
    options: z.array(z.strictObject({ dishId: documentIdSchema, surcharge: z._default(eurosSchema, 0) })).check(
      z.minLength(1, 'Añade al menos un plato'),
      z.maxLength(60),
      z.refine((options) => new Set(options.map((o) => o.dishId)).size === options.length, 'Hay platos repetidos'),
    ),
  })
  .check(
    z.superRefine((slot, ctx) => {
      if (slot.min > slot.max)
        ctx.issues.push({
          code: 'custom',
          message: 'El máximo no puede ser menor que el mínimo',
          path: ['max'],
          input: slot.max,
        });
    }),
  );

/** POST and PUT /api/organizations/{id}/restaurant/combos: a fixed price and choice slots ('Elige un primero'). */
export const comboBodySchema = z.strictObject({
  name: requiredText(80),
  description: optionalText(300),
  price: eurosSchema,
  vatRate: z._default(vatRateSchema, DEFAULT_DISH_VAT_RATE),
  active: z._default(z.boolean(), true),
  slots: z.array(slotSchema).check(z.minLength(1, 'Añade al menos una elección'), z.maxLength(10)),
});
export type ComboBody = z.input<typeof comboBodySchema>;

export interface ComboSlot {
  name: string;
  min: number;
  max: number;
  options: { dishId: string; dishName: string; surchargeCents: number }[];
}

export interface Combo extends ResourceMeta {
  name: string;
  description: string;
  priceCents: number;
  vatRate: VatRate;
  active: boolean;
  slots: ComboSlot[];
}
