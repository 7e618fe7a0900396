import * as z from 'zod/mini';
import { eurosToCents } from '../../platform/money';
import { eurosSchema } from '../../platform/money-schemas';
import { countSchema, documentIdSchema, requiredText } from '../../platform/resources';

/**
 * Loyalty programs (issue 17, "tarjetas"): a client who joined one has a 'points' account on the ledger, earning
 * when an order of theirs is paid in full. A 'points' program earns `pointsPerEuro` for each whole euro paid in
 * money; a 'stamps' program earns one stamp per paid order (a stamp is a point of its own program). Each point is
 * worth `pointValue` euros in the liability. Rewards are what the points buy: a discount or a free item (the id of
 * what a line sells, e.g. a dish) once the balance reaches the threshold.
 */
const rewardSchema = z
  .strictObject({
    /** Stable across edits (the POS redeems a reward by it); given by the server when missing. */
    id: z.optional(documentIdSchema),
    name: requiredText(80),
    threshold: countSchema(1, 1_000_000),
    type: z.enum(['discount', 'item']),
    /** Euros off, for a discount. */
    amount: z._default(eurosSchema, 0),
    /** What the free item is (the id a line sells it by), for an item. */
    itemId: z._default(z.nullable(documentIdSchema), null),
  })
  .check(
    z.superRefine((reward, ctx) => {
      if (reward.type === 'discount' && eurosToCents(reward.amount) <= 0)
        ctx.issues.push({ code: 'custom', message: 'El importe debe ser mayor que cero', path: ['amount'], input: 0 });
      if (reward.type === 'item' && !reward.itemId)
        ctx.issues.push({ code: 'custom', message: 'Elige el artículo de regalo', path: ['itemId'], input: null });
    }),
  );

/** POST/PUT /api/organizations/{id}/promotions/cards (managers). */
export const cardProgramBodySchema = z.strictObject({
  name: requiredText(80),
  kind: z.enum(['points', 'stamps']),
  /** Points per euro paid ('points' programs; whole points, 1 to 1000). Ignored for stamps. */
  pointsPerEuro: z._default(countSchema(1, 1000), 1),
  /** The euro value of a point (or a stamp) in the liability: 0,01 = one cent. */
  pointValue: z._default(eurosSchema, 0),
  rewards: z._default(z.array(rewardSchema).check(z.maxLength(20, 'Como mucho 20 premios')), []),
  active: z._default(z.boolean(), true),
});
export type CardProgramBody = z.infer<typeof cardProgramBodySchema>;

export interface CardReward {
  id: string;
  name: string;
  threshold: number;
  type: 'discount' | 'item';
  amountCents: number;
  itemId: string | null;
}

/** A program as stored and answered (money in cents). */
export interface CardProgramFields {
  name: string;
  kind: 'points' | 'stamps';
  pointsPerEuro: number;
  pointValueCents: number;
  rewards: CardReward[];
  active: boolean;
}

export interface CardProgram extends CardProgramFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** The stored fields of a body; rewards without an id get `newId()`. */
export function cardProgramFieldsOf(body: CardProgramBody, newId: () => string): CardProgramFields {
  return {
    name: body.name,
    kind: body.kind,
    pointsPerEuro: body.kind === 'points' ? body.pointsPerEuro : 0,
    pointValueCents: eurosToCents(body.pointValue),
    rewards: body.rewards.map((reward) => ({
      id: reward.id ?? newId(),
      name: reward.name,
      threshold: reward.threshold,
      type: reward.type,
      amountCents: reward.type === 'discount' ? eurosToCents(reward.amount) : 0,
      itemId: reward.type === 'item' ? reward.itemId : null,
    })),
    active: body.active,
  };
}

/**
 * What a paid order earns on a program: whole points per whole euro paid in money (cents below a euro earn
 * nothing), or one stamp for an order that took any money. Nothing for a program switched off.
 */
export function pointsEarned(
  program: Pick<CardProgramFields, 'kind' | 'pointsPerEuro' | 'active'>,
  moneyCents: number,
) {
  if (!program.active || moneyCents <= 0) return 0;
  if (program.kind === 'stamps') return 1;
  return Math.floor(moneyCents / 100) * program.pointsPerEuro;
}

/** POST .../promotions/cards/{id}/members: the client who joins. */
export const joinCardBodySchema = z.strictObject({ clientId: documentIdSchema });

/** PUT .../orders/{orderId}/reward: the client's card and the reward to redeem on the order. */
export const orderRewardBodySchema = z.strictObject({ accountId: documentIdSchema, rewardId: documentIdSchema });
