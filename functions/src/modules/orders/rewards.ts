import { isDiscount, isVoucherSale, type ModuleType, type Order, type OrderLine } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { discountLine } from './discounts';
import type { OrderDoc } from './repository';
import { assertOpen, changeOrder, withNewLines, type OrderFields } from './sale';
import type { SaleContext } from './selling';

/**
 * The reward registry: how the sales core redeems a loyalty reward without knowing loyalty cards (promotions
 * registers the provider). As a coupon: the provider prices the reward for the order (a discount line computed on
 * the server); the points are spent by the payment that closes the order, through the paid-order hook
 * (`PaidOrder.reward`), which reads the card there: two tills spending the same points at once, one succeeds.
 */
export interface RewardCart {
  clientId: string | null;
  lines: { refId: string; unitPriceCents: number; totalCents: number }[];
}

export interface RewardProvider {
  /** Reads the card and its program; answers the discount's name and amount, or throws the catalogue's 400/409. */
  price(
    ctx: SaleContext,
    accountId: string,
    rewardId: string,
    cart: RewardCart,
  ): Promise<{ name: string; discountCents: number }>;
}

let registered: { module: ModuleType; provider: RewardProvider } | undefined;

/** Called once by the module that owns loyalty cards (from its index). */
export function registerRewardProvider(module: ModuleType, provider: RewardProvider): void {
  if (registered) throw new Error('A reward provider is already registered');
  registered = { module, provider };
}

const cartOf = (doc: OrderFields): RewardCart => ({
  clientId: doc.client?.id ?? null,
  lines: doc.lines
    .filter((line) => !isDiscount(line) && !isVoucherSale(line))
    .map(({ refId, unitPriceCents, totalCents }) => ({ refId, unitPriceCents, totalCents })),
});

/** The order without its reward's discount line (409 once a payment took it). */
function withoutReward(doc: OrderDoc): OrderFields {
  const lineId = doc.reward?.lineId;
  const line: OrderLine | undefined = doc.lines.find((l) => l.id === lineId);
  if (line?.paymentId) throw new ApiError('reward-line-paid');
  return { ...doc, lines: doc.lines.filter((l) => l.id !== lineId), reward: null };
}

/** PUT .../orders/{orderId}/reward: the reward's discount on the order (one reward per order; another replaces it). */
export function applyReward(tenant: Tenant, orderId: string, accountId: string, rewardId: string): Promise<Order> {
  if (!registered) throw new ApiError('module-disabled');
  assertModuleEnabled(tenant, registered.module);
  const { provider } = registered;
  return changeOrder(tenant, orderId, async (tx, doc) => {
    assertOpen(doc);
    const base = withoutReward(doc);
    const priced = await provider.price({ tx, tenant }, accountId, rewardId, cartOf(base));
    const line = discountLine(priced.name, priced.discountCents);
    return { ...withNewLines(base, [line]), reward: { accountId, rewardId, lineId: line.id } };
  });
}

/** DELETE .../orders/{orderId}/reward. */
export function removeReward(tenant: Tenant, orderId: string): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    return withoutReward(doc);
  });
}
