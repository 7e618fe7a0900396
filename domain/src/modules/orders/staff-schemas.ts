import * as z from 'zod/mini';
import { countSchema, documentIdSchema, requiredText } from '../../platform/resources';
import { pinSchema } from '../configuration';
import { MAX_LINE_QUANTITY } from './order';

/* The staff switch's request schemas (see staff.ts). */

/** POST /api/organizations/{id}/staff/unlock. */
export const unlockBodySchema = z.strictObject({ pin: pinSchema, locationId: documentIdSchema });
export type UnlockBody = z.infer<typeof unlockBodySchema>;

export const staffStatusQuerySchema = z.strictObject({ locationId: documentIdSchema });

const reason = requiredText(200);
/** A manager's PIN typed at the till when the one acting may not authorise alone. */
const managerPin = z.optional(pinSchema);

/**
 * POST .../orders/{orderId}/lines/{lineId}/void: a line the kitchen has (or `quantity` of its units) taken off the
 * order, with a reason and a manager's say-so. `restock` gives its stock back (the kitchen had not started it);
 * without it the stock stays as sold, as a dish already cooked is not back on the shelf.
 */
export const voidLineBodySchema = z.strictObject({
  reason,
  quantity: z.optional(countSchema(1, MAX_LINE_QUANTITY)),
  managerPin,
  restock: z._default(z.boolean(), false),
});
export type VoidLineBody = z.infer<typeof voidLineBodySchema>;

/** POST .../orders/{orderId}/cancel: an order with nothing paid cancelled, with a reason and a manager's say-so. */
export const cancelOrderBodySchema = z.strictObject({ reason, managerPin });
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
