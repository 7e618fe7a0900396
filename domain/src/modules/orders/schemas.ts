import * as z from 'zod/mini';
import { listQuerySchema } from '../../platform/admin/schemas';
import { eurosSchema } from '../../platform/money-schemas';
import { countSchema, documentIdSchema, optionalText, referenceIdSchema, requiredText } from '../../platform/resources';
import { dateKeySchema } from '../../platform/schedule';
import { pinSchema } from '../configuration';
import { courseSchema } from './course-schemas';
import {
  MAX_DINERS,
  MAX_LINE_QUANTITY,
  MAX_PAYMENT_TENDERS,
  MAX_SPLIT_PARTS,
  PAYMENT_METHODS,
  TENDER_KINDS,
  SELLING_MODULES,
  TICKET_NUMBER,
} from './order';
import { RESTAURANT_STATUSES } from './statuses';

/* The request schemas of the sales core; what an order is, its constants and helpers are in order.ts. */

const quantity = countSchema(1, MAX_LINE_QUANTITY);
const notes = optionalText(200);
const index = z.number().check(z.int(), z.minimum(0), z.maximum(50));
/** The course it is served in (see courses.ts); none: 'sin curso'. */
const course = z.optional(courseSchema);

/**
 * What a till asks to sell: references and choices only. Names, prices, VAT and allergens come from the server's
 * catalogue (a client never sets a price).
 */
export const dishLineSchema = z.strictObject({
  kind: z.literal('dish'),
  dishId: documentIdSchema,
  quantity,
  /** Options chosen per modifier group of the dish. */
  modifiers: z._default(
    z.array(z.strictObject({ groupId: documentIdSchema, optionIds: z.array(documentIdSchema) })),
    [],
  ),
  notes,
  course,
});

export const comboLineSchema = z.strictObject({
  kind: z.literal('combo'),
  comboId: documentIdSchema,
  quantity,
  /** Dishes chosen per slot of the combo (slot = its index). */
  choices: z.array(z.strictObject({ slot: index, dishIds: z.array(documentIdSchema) })),
  notes,
  course,
});

export const dailyMenuLineSchema = z.strictObject({
  kind: z.literal('dailyMenu'),
  date: dateKeySchema,
  /** Medio menú, at its own price. */
  half: z._default(z.boolean(), false),
  /** One item chosen per course: course and item are indexes in the menu of that date. */
  choices: z.array(z.strictObject({ course: index, item: index })),
  quantity,
  notes,
  course,
});

/**
 * A discount is a line of its own with a negative amount, capped at what is due. It has no VAT rate: it reduces the
 * bases of the lines it applies to, rate by rate (see computeTotals).
 */
export const discountLineSchema = z.strictObject({
  kind: z.literal('discount'),
  name: requiredText(60),
  amount: eurosSchema,
});

/**
 * Issue 17: a gift voucher sold as a line ('Bono regalo' of `amount`), issued by promotions when the order is paid,
 * for the order's client if it has one. A multi-purpose voucher: no VAT on its sale (see isVoucherSale).
 */
export const voucherLineSchema = z.strictObject({
  kind: z.literal('voucher'),
  amount: eurosSchema,
});

/**
 * Issue 18: a salon service, done by an employee (named on the ticket), for an appointment when charged from one.
 * `sessionAccountId`: a session of the client's pack pays it, so the line costs 0 € (its VAT went with the pack) and
 * the session is redeemed when the order is paid.
 */
export const serviceLineSchema = z.strictObject({
  kind: z.literal('service'),
  serviceId: documentIdSchema,
  employeeId: z.optional(documentIdSchema),
  appointmentId: z.optional(documentIdSchema),
  sessionAccountId: z.optional(documentIdSchema),
  quantity,
  notes,
});

/** Issue 18: a pack of sessions ('bono de 5 sesiones') sold to the order's client, opened when the order is paid. */
export const packLineSchema = z.strictObject({
  kind: z.literal('pack'),
  packId: documentIdSchema,
  quantity: z._default(z.literal(1), 1),
});

/**
 * Issue 19 (e-commerce): a product of the shop, or one variant of it (required when it has variants), with the
 * extras of its modifier groups (gift wrap, engraving: priced, never stock). Its stock is taken in the sale.
 */
export const productLineSchema = z.strictObject({
  kind: z.literal('product'),
  productId: documentIdSchema,
  variantId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9]{1,20}$/, 'La variante no es válida'))),
  quantity,
  modifiers: z._default(
    z.array(z.strictObject({ groupId: documentIdSchema, optionIds: z.array(documentIdSchema) })),
    [],
  ),
  notes,
});

/** Issue 19: a shop pack (products or variants sold together at one price): each component's stock is taken. */
export const productPackLineSchema = z.strictObject({
  kind: z.literal('productPack'),
  packId: documentIdSchema,
  quantity,
  notes,
});

/**
 * Issue 20 (e-learning): a course, for the order's client, who is enrolled when the order is paid (a place of the
 * course is taken then; a pendiente de pago enrolment of that client becomes activa). One place per line.
 */
export const elearningCourseLineSchema = z.strictObject({
  kind: z.literal('elearningCourse'),
  courseId: documentIdSchema,
  quantity: z._default(z.literal(1), 1),
});

/** Issue 20: a pack of courses at one price: the order's client is enrolled in each when the order is paid. */
export const elearningPackLineSchema = z.strictObject({
  kind: z.literal('elearningPack'),
  packId: documentIdSchema,
  quantity: z._default(z.literal(1), 1),
});

export const lineInputSchema = z.discriminatedUnion('kind', [
  dishLineSchema,
  comboLineSchema,
  dailyMenuLineSchema,
  discountLineSchema,
  voucherLineSchema,
  serviceLineSchema,
  packLineSchema,
  productLineSchema,
  productPackLineSchema,
  elearningCourseLineSchema,
  elearningPackLineSchema,
]);
export type LineInput = z.infer<typeof lineInputSchema>;
export type LineKind = LineInput['kind'];

const dinersSchema = countSchema(1, MAX_DINERS);
const tableIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'La mesa no es válida'));
const lineIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/));

/** POST /api/organizations/{id}/orders (Idempotency-Key). An empty table id is a takeaway ('Para llevar'). */
export const createOrderBodySchema = z.strictObject({
  module: z._default(z.enum(SELLING_MODULES), 'restaurant'),
  locationId: documentIdSchema,
  tableId: z._default(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, 'La mesa no es válida')), ''),
  lines: z._default(z.array(lineInputSchema).check(z.maxLength(100)), []),
  /** Diners (comensales), asked when a table is opened; optional (a takeaway, an older till). */
  diners: z.optional(dinersSchema),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** POST /api/organizations/{id}/orders/{orderId}/lines (Idempotency-Key): a new round of lines. */
export const addLinesBodySchema = z.strictObject({
  lines: z.array(lineInputSchema).check(z.minLength(1), z.maxLength(100)),
});

/** POST /api/organizations/{id}/orders/{orderId}/status: the kitchen's and the floor's moves. */
export const changeStatusBodySchema = z.strictObject({
  status: z
    .enum(RESTAURANT_STATUSES)
    // Cancelling keeps a reason and who authorised it: it has its own call (POST .../cancel).
    .check(z.refine((status) => status !== 'cancelled', 'Para cancelar un pedido indica el motivo')),
});

/** PUT /api/organizations/{id}/orders/{orderId}/client (CRM on): the client the order is for; null takes it off. */
export const orderClientBodySchema = z.strictObject({
  clientId: z.nullable(referenceIdSchema('Elige un cliente')),
});
export type OrderClientBody = z.infer<typeof orderClientBodySchema>;

/** POST /api/organizations/{id}/orders/{orderId}/diners: how many sit at the table now. */
export const dinersBodySchema = z.strictObject({ diners: dinersSchema });

/** POST /api/organizations/{id}/orders/{orderId}/move (Idempotency-Key): to another free table of its location. */
export const moveTableBodySchema = z.strictObject({ tableId: tableIdSchema });

/** POST /api/organizations/{id}/orders/{orderId}/merge (Idempotency-Key): the order of another table joins this one. */
export const mergeTablesBodySchema = z.strictObject({ orderId: documentIdSchema });

/**
 * POST /api/organizations/{id}/orders/{orderId}/split (Idempotency-Key): unpaid units of some lines go to a new order
 * at another free table (2 of 3 cañas: `{ lineId, quantity: 2 }`), with its diners when given.
 */
export const splitOrderBodySchema = z.strictObject({
  tableId: tableIdSchema,
  lines: z.array(z.strictObject({ lineId: lineIdSchema, quantity })).check(z.minLength(1), z.maxLength(100)),
  diners: z.optional(dinersSchema),
});
export type SplitOrderBody = z.infer<typeof splitOrderBodySchema>;

/** Parts of a payment paid by other tenders (a gift voucher by its code), each with its amount. */
const tendersSchema = z
  .array(z.strictObject({ kind: z.enum(TENDER_KINDS), code: requiredText(40), amount: eurosSchema }))
  .check(z.minLength(1), z.maxLength(MAX_PAYMENT_TENDERS));

/**
 * POST /api/organizations/{id}/orders/{orderId}/payments (Idempotency-Key). What it pays, one of:
 * - nothing said: everything due;
 * - `lineIds`: those lines, whole; `lines`: lines with the units paid now (two of three cañas: the line is split in
 *   the payment's transaction into the part paid and the part left);
 * - `split`: part `part` of an even split in `parts` (see settleEvenPart; the part is named so a retry of a part
 *   already paid is refused instead of paying the next one).
 * Cash: `tendered` is what the customer hands over. Mixed: `card` is the part paid by card, the rest is cash.
 * `tip`: a tip added on the card (card or mixed only), kept apart from the sale.
 */
export const paymentBodySchema = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS),
    tendered: z.optional(eurosSchema),
    card: z.optional(eurosSchema),
    lineIds: z.optional(z.array(lineIdSchema).check(z.minLength(1), z.maxLength(100))),
    lines: z.optional(
      z.array(z.strictObject({ lineId: lineIdSchema, quantity })).check(z.minLength(1), z.maxLength(100)),
    ),
    split: z.optional(
      z.strictObject({ parts: countSchema(2, MAX_SPLIT_PARTS), part: countSchema(1, MAX_SPLIT_PARTS) }).check(
        z.superRefine((split, ctx) => {
          if (split.part > split.parts)
            ctx.issues.push({ code: 'custom', message: 'La parte no existe', path: ['part'], input: split.part });
        }),
      ),
    ),
    tip: z.optional(eurosSchema),
    /**
     * Issue 17: parts paid by other tenders (a gift voucher by its code), each with its amount; `method` pays the
     * rest (nothing left: any method, its amount 0).
     */
    tenders: z.optional(tendersSchema),
  })
  .check(
    z.superRefine((body, ctx) => {
      const ways = [body.lineIds, body.lines, body.split].filter((way) => way !== undefined);
      if (ways.length > 1)
        ctx.issues.push({
          code: 'custom',
          message: 'Elige una forma de dividir la cuenta',
          path: [body.split ? 'split' : 'lines'],
          input: body,
        });
      if (body.tip !== undefined && body.method === 'cash')
        ctx.issues.push({
          code: 'custom',
          message: 'La propina solo se añade con tarjeta',
          path: ['tip'],
          input: body.tip,
        });
    }),
  );
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/**
 * POST /api/organizations/{id}/orders/{orderId}/refunds (Idempotency-Key; encargados): lines of a paid order given
 * back, all their units or some, by the method they were paid with. `restock` puts what they consumed back in stock
 * (a dish never served); without it the stock stays as sold (a dish that was eaten, or thrown away).
 */
export const refundBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)), quantity }))
    .check(z.minLength(1), z.maxLength(100)),
  reason: notes,
  restock: z._default(z.boolean(), false),
  /** A manager's PIN typed at the till when the one acting may not authorise a refund alone (as voids). */
  managerPin: z.optional(pinSchema),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

function isStatusList(value: string): boolean {
  const statuses = value.split(',');
  return (
    new Set(statuses).size === statuses.length &&
    statuses.every((status) => (RESTAURANT_STATUSES as readonly string[]).includes(status))
  );
}

/** GET /api/organizations/{id}/orders?module=&status=&locationId=&date=&active=. */
export const orderListQuerySchema = z.extend(listQuerySchema, {
  module: z.optional(z.enum(SELLING_MODULES)),
  /** One status or several, comma-separated: known ones, each once (Firestore's `in` takes 30 values at most). */
  status: z.optional(z.string().check(z.refine(isStatusList, 'Los estados no son válidos'))),
  locationId: z.optional(documentIdSchema),
  /** Orders opened on this date (the location's calendar day, Madrid time). */
  date: z.optional(dateKeySchema),
  /** Only orders still open at a table or waiting: the POS's tables view. */
  active: z.optional(z.enum(['true', 'false'])),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * POST /api/organizations/{id}/orders/quick-sale (Idempotency-Key): a counter sale with no table and no kitchen (the
 * bar's coffee), created and paid in one transaction; the payment takes what is due (cash exact unless `tendered`).
 */
export const quickSaleBodySchema = z.strictObject({
  module: z._default(z.enum(SELLING_MODULES), 'restaurant'),
  locationId: documentIdSchema,
  lines: z.array(lineInputSchema).check(z.minLength(1, 'Añade algo a la venta'), z.maxLength(100)),
  payment: z.strictObject({
    method: z.enum(PAYMENT_METHODS),
    tendered: z.optional(eurosSchema),
    card: z.optional(eurosSchema),
    /** Issue 18: parts paid by gift vouchers, as at a table's payment; `method` pays the rest. */
    tenders: z.optional(tendersSchema),
  }),
  /** Promotions (issue 17): a coupon's code, priced by the server in the sale (the order exists only then). */
  coupon: z.optional(requiredText(30)),
  /** Issue 18 (CRM on): the client the sale is for: a pack sold is theirs, their packs' sessions pay services. */
  clientId: z.optional(documentIdSchema),
});
export type QuickSaleBody = z.infer<typeof quickSaleBodySchema>;

/**
 * GET /api/organizations/{id}/tickets?locationId=&date=&code=&table=&amount=&employee=: a location's tickets, newest
 * first. `code` matches the ticket's number (of either series); `table` a table's id, and empty the tickets with no
 * table (takeaways, quick sales); `amount` the total in euros; `employee` who served (a StaffRef id).
 */
export const ticketListQuerySchema = z.extend(listQuerySchema, {
  locationId: documentIdSchema,
  date: z.optional(dateKeySchema),
  code: z.optional(z.string().check(z.regex(TICKET_NUMBER, 'Escribe el número del ticket (123 o T-000123)'))),
  table: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,40}$/, 'La mesa no es válida'))),
  amount: z.optional(eurosSchema),
  employee: z.optional(z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,140}$/, 'El empleado no es válido'))),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
