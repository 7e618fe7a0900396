import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  cardProgramBodySchema,
  cardProgramFieldsOf,
  pointsEarned,
  type CardProgram,
  type CardProgramFields,
  type LoyaltyOutcome,
  type Page,
  type PromotionAccount,
} from '@plataforma/domain';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { transaction } from '../../platform/firebase';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored, tenantCollection } from '../../platform/resources/repository';
import { readPage, type PageRequest } from '../../platform/paging';
import { applyListPlan, type ListPlan } from '../../platform/queries/list-plan';
import { readClientRef } from '../crm';
import type { PaidOrder, PaidOrderEffect, PaidOrderHook, RefundedOrder, RewardProvider, SaleContext } from '../orders';
import { accountSearchTokens, accountsOf, cardKeyOf, movementsOf, PROMOTIONS, type AccountDoc } from './collections';
import { postMovement, readAccount, type HeldAccount } from './ledger';
import { toAccount } from './vouchers';

type CardProgramBody = z.infer<typeof cardProgramBodySchema>;

const programsOf = (tenant: Pick<Tenant, 'organization'>) =>
  tenantCollection<CardProgramFields>(tenant.organization.id, PROMOTIONS.programs);

/**
 * organizations/{orgId}/promotionPrograms: loyalty programs (issue 17). Managers manage, staff read. A reward keeps
 * its id across edits (the POS redeems it by id). A program with cards is not deleted: switch it off instead.
 */
export const cardPrograms: ResourceDefinition<CardProgramBody, CardProgramFields, CardProgram> = {
  module: 'promotions',
  collection: PROMOTIONS.programs,
  read: 'promotions.read',
  manage: 'promotions.manage',
  body: cardProgramBodySchema,
  sortable: { name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  toDoc: (body) => cardProgramFieldsOf(body, randomUUID),
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    const cards = await tx.get(accountsOf(tenant).where('programId', '==', id).limit(1));
    if (!cards.empty)
      throw new ApiError('in-use', undefined, 'Este programa ya tiene clientes: desactívalo en lugar de borrarlo');
  },
};

/**
 * POST .../promotions/cards/{id}/members: the client joins the program (a 'points' account at 0, worth the
 * program's point value). 409 when the client already has its card; the key document makes that hold for two joins
 * at once too.
 */
export async function joinProgram(tenant: Tenant, programId: string, clientId: string): Promise<PromotionAccount> {
  assertModuleEnabled(tenant, 'crm');
  return transaction(async (tx) => {
    const program = await tx.get(programsOf(tenant).doc(programId));
    if (!program.exists) throw new ApiError('not-found');
    const key = cardKeyOf(tenant, programId, clientId);
    const taken = await tx.get(key);
    const client = await readClientRef(tx, tenant, clientId);
    if (taken.exists) throw new ApiError('card-already-joined');
    if (!program.data()!.active) throw new ApiError('card-program-inactive');
    const ref = accountsOf(tenant).doc();
    const now = Timestamp.now();
    // No movement yet: a balance of 0 is the sum of none; the first 'earn' is the first movement.
    const doc: AccountDoc = {
      kind: 'points',
      code: '',
      status: 'active',
      balance: 0,
      initial: 0,
      unitValueCents: program.data()!.pointValueCents,
      expiresOn: null,
      client,
      programId,
      searchTokens: accountSearchTokens('', client),
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, doc);
    tx.create(key, { accountId: ref.id });
    return toAccount(ref.id, doc);
  });
}

/** A program's cards, newest first (one composite index: programId, createdAt desc). */
export function memberListPlan(programId: string): ListPlan {
  return {
    collection: PROMOTIONS.accounts,
    filters: [{ field: 'programId', op: '==', value: programId }],
    orderBy: { field: 'createdAt', direction: 'desc' },
  };
}
export const everyMemberListPlan = () => [memberListPlan('x')];

/** GET .../promotions/cards/{id}/members: the program's cards (client and balance), newest first, paged. */
export async function listMembers(
  tenant: Tenant,
  programId: string,
  request: PageRequest,
): Promise<Page<PromotionAccount>> {
  if (!(await programsOf(tenant).doc(programId).get()).exists) throw new ApiError('not-found');
  const { docs, ...page } = await readPage(applyListPlan(accountsOf(tenant), memberListPlan(programId)), request);
  return { ...page, items: docs.map((doc) => toAccount(doc.id, doc.data())) };
}

/** GET .../promotions/clients/{clientId}/cards: the client's cards (every program), oldest first. */
export async function clientCards(tenant: Tenant, clientId: string): Promise<PromotionAccount[]> {
  const cards = await cardsOfClient(tenant, clientId).get();
  return cards.docs.map((doc) => toAccount(doc.id, doc.data())).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const cardsOfClient = (tenant: Pick<Tenant, 'organization'>, clientId: string) =>
  accountsOf(tenant).where('client.id', '==', clientId).where('kind', '==', 'points');

/**
 * The sales core's paid-order hook: an order with a client, paid in full, earns on each of the client's active
 * cards of an active program, an 'earn' movement tied to the order in the payment's transaction (reads here, the
 * writes answered). Only money earns: the parts a gift voucher paid were owed already (`moneyCents`).
 */
async function earn({ tx, tenant }: SaleContext, order: PaidOrder): Promise<PaidOrderEffect | undefined> {
  const cards = order.clientId ? (await tx.get(cardsOfClient(tenant, order.clientId))).docs : [];
  const held = new Map<string, HeldAccount>(cards.map((card) => [card.id, { id: card.id, doc: card.data() }]));
  // A reward on the order spends its points here, on the card read in this transaction (one of two tills wins).
  const spend = order.reward ? await rewardSpend(tx, tenant, held, order.reward) : undefined;
  const earning = await Promise.all(
    [...held.values()]
      .filter((card) => card.doc.programId && card.doc.status === 'active' && card.doc.client?.id === order.clientId)
      .map(async (card) => {
        const program = await readProgram(tx, tenant, card.doc.programId!);
        return { id: card.id, program, units: program ? pointsEarned(program, order.moneyCents) : 0 };
      }),
  );
  const earned = earning.filter(({ units }) => units > 0);
  if (earned.length === 0 && !spend) return undefined;
  // What the ticket prints: per card that moved, earned and spent, and the balance after both.
  const programs = new Map(earning.map(({ id, program }) => [id, program]));
  if (spend) programs.set(spend.id, spend.program);
  const loyalty: LoyaltyOutcome[] = [...new Set([...(spend ? [spend.id] : []), ...earned.map(({ id }) => id)])].map(
    (id) => {
      const units = earned.find((e) => e.id === id)?.units ?? 0;
      const spent = spend?.id === id ? spend.units : 0;
      const program = programs.get(id);
      return {
        accountId: id,
        program: program?.name ?? '',
        kind: program?.kind ?? 'points',
        earned: units,
        spent,
        balance: held.get(id)!.doc.balance - spent + units,
      };
    },
  );
  const cause = {
    type: 'order' as const,
    orderId: order.orderId,
    paymentId: order.paymentId,
    ticketCode: order.ticketCode,
  };
  const write = (write: Transaction) => {
    // One account may take the redemption and the earning: each movement starts from the last one's balance.
    if (spend)
      held.set(
        spend.id,
        postMovement(write, tenant, held.get(spend.id)!, { kind: 'redeem', units: -spend.units, cause }),
      );
    for (const { id, units } of earned)
      held.set(id, postMovement(write, tenant, held.get(id)!, { kind: 'earn', units, cause }));
  };
  return { write, loyalty };
}

/** Reads the reward's card (if not among the client's) and checks its balance still covers the reward. */
async function rewardSpend(
  tx: Transaction,
  tenant: Tenant,
  held: Map<string, HeldAccount>,
  { accountId, rewardId }: { accountId: string; rewardId: string },
) {
  if (!held.has(accountId)) {
    const snapshot = await tx.get(accountsOf(tenant).doc(accountId));
    if (snapshot.exists) held.set(accountId, { id: accountId, doc: snapshot.data()! });
  }
  const card = held.get(accountId);
  const program = card?.doc.programId ? await readProgram(tx, tenant, card.doc.programId) : undefined;
  const reward = program?.rewards.find((r) => r.id === rewardId);
  if (!card || !reward || card.doc.status !== 'active' || card.doc.balance < reward.threshold)
    throw new ApiError('reward-points-spent');
  return { id: accountId, units: reward.threshold, program };
}

/**
 * A refund takes back what its part earned: the cards that earned on the order (its 'earn' movements) lose the
 * points of the refunded money (whole euros, so refunds in parts never take back more than was earned), a stamp
 * when the whole money is refunded; never below zero (points already spent stay spent). The refund that brings the
 * order's money back in full also gives back the points a reward spent on it (once). One 'refund' movement per card,
 * of the net units.
 */
async function takeBack({ tx, tenant }: SaleContext, refund: RefundedOrder) {
  const ofOrder = (await tx.get(movementsOf(tenant).where('cause.orderId', '==', refund.orderId))).docs.map((m) =>
    m.data(),
  );
  const full = refund.refundedMoneyCents >= refund.paidMoneyCents;
  const accountIds = [
    ...new Set(ofOrder.filter((m) => m.kind === 'earn' || m.kind === 'redeem').map((m) => m.accountId)),
  ];
  const moves = await Promise.all(
    accountIds.map(async (accountId) => {
      const held = await readAccount(tx, tenant, accountId);
      if (held.doc.kind !== 'points' || !held.doc.programId || held.doc.status !== 'active') return { held, units: 0 };
      const program = await readProgram(tx, tenant, held.doc.programId);
      const mine = ofOrder.filter((m) => m.accountId === accountId);
      const sum = (kind: string, sign: number) =>
        mine.filter((m) => m.kind === kind && Math.sign(m.units) === sign).reduce((t, m) => t + Math.abs(m.units), 0);
      const earned = sum('earn', 1);
      const euros = Math.floor(refund.paidMoneyCents / 100);
      const takeBackUnits =
        program?.kind === 'stamps'
          ? full
            ? earned
            : 0
          : euros > 0
            ? Math.min(earned, Math.floor(refund.moneyCents / 100) * (earned / euros))
            : 0;
      // A positive refund movement of this order on the card is a reward already given back.
      const giveBack = full && sum('refund', 1) === 0 ? sum('redeem', -1) : 0;
      const units = giveBack - Math.min(Math.floor(takeBackUnits), held.doc.balance + giveBack);
      return { held, units };
    }),
  );
  const moving = moves.filter(({ units }) => units !== 0);
  if (moving.length === 0) return undefined;
  const cause = {
    type: 'order' as const,
    orderId: refund.orderId,
    refundId: refund.refundId,
    ticketCode: refund.ticketCode,
  };
  return (write: Transaction) => {
    for (const { held, units } of moving) postMovement(write, tenant, held, { kind: 'refund', units, cause });
  };
}

export const loyaltyOnPaidOrders: PaidOrderHook = { paid: earn, refunded: takeBack };

async function readProgram(tx: Transaction, tenant: Tenant, id: string) {
  const snapshot = await tx.get(programsOf(tenant).doc(id));
  return snapshot.exists ? snapshot.data()! : undefined;
}

/** A client's card and the reward asked for, read in the transaction; 400 when either is not what the till thinks. */
async function readReward(
  tx: Transaction,
  tenant: Tenant,
  accountId: string,
  rewardId: string,
  clientId: string | null,
) {
  const snapshot = await tx.get(accountsOf(tenant).doc(accountId));
  const doc = snapshot.exists ? snapshot.data()! : undefined;
  const program = doc?.programId ? await readProgram(tx, tenant, doc.programId) : undefined;
  const reward = program?.rewards.find((r) => r.id === rewardId);
  if (!doc || !reward || !clientId || doc.client?.id !== clientId || doc.status !== 'active')
    throw new ApiError('reward-not-found', { rewardId: new ApiError('reward-not-found').message });
  return { held: { id: accountId, doc }, reward };
}

/**
 * How the sales core redeems a reward (registered with it): priced on the order's lines (a discount, at most what is
 * unpaid; a free item, the price of one unit of it on the order), the points spent by the payment that closes the
 * order, with the card read and its balance checked again there.
 */
export const rewardProvider: RewardProvider = {
  async price({ tx, tenant }, accountId, rewardId, cart) {
    const { held, reward } = await readReward(tx, tenant, accountId, rewardId, cart.clientId);
    if (held.doc.balance < reward.threshold)
      throw new ApiError('reward-under-threshold', { rewardId: new ApiError('reward-under-threshold').message });
    if (reward.type === 'discount') return { name: reward.name, discountCents: reward.amountCents };
    const line = cart.lines.find((l) => l.refId === reward.itemId && l.totalCents > 0);
    if (!line)
      throw new ApiError('reward-item-not-in-order', { rewardId: new ApiError('reward-item-not-in-order').message });
    return { name: reward.name, discountCents: line.unitPriceCents };
  },
};
