/**
 * The ledger of money owed to customers (ARCHITECTURE.md, "Money owed to customers"): every gift voucher, loyalty
 * card and pack of sessions is an account whose balance is the sum of its immutable movements. This file is the
 * pure arithmetic: what a movement does to a balance, and the liability computed from movements.
 */

/**
 * What an account holds, in its own unit:
 * - 'voucher': euro cents (a gift voucher, 1 unit = 1 cent);
 * - 'points': loyalty points, worth the program's cents per point (`unitValueCents`) in the liability;
 * - 'sessions': a prepaid pack's sessions left (beauty and e-learning), worth what one session was paid.
 */
export const ACCOUNT_KINDS = ['voucher', 'points', 'sessions'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * What moves a balance. The sign of `units` is the kind's: issue and earn add, redeem and expire take away, cancel
 * takes away everything left; adjust (a manager's, with a reason) and refund go either way: an order's refund gives
 * back what it redeemed (+) and takes back the points it earned (-).
 */
export const MOVEMENT_KINDS = ['issue', 'earn', 'redeem', 'expire', 'refund', 'adjust', 'cancel'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

const SIGN: Record<MovementKind, 1 | -1 | 0> = {
  issue: 1,
  earn: 1,
  refund: 0,
  redeem: -1,
  expire: -1,
  cancel: -1,
  adjust: 0,
};

export type AccountStatus = 'active' | 'cancelled';

/** Who or what caused a movement: an order of the sales core (its payment or refund), or a person's action. */
export type MovementCause =
  | { type: 'order'; orderId: string; paymentId?: string; refundId?: string; ticketCode?: string }
  | { type: 'manager'; by: { id: string; name: string }; reason: string }
  /** The daily expiry job (issue 17): the balance left after `expiresOn`, the account's last valid day. */
  | { type: 'expiry'; expiresOn: string };

/** Why a movement cannot be applied. */
export type MovementRefusal =
  /** It would take the balance below zero (a voucher redeemed for more than it has left). */
  | 'insufficient'
  /** Zero units, or units of the wrong sign for the kind, or not whole. */
  | 'invalid-units'
  /** The account is cancelled: nothing moves it any more. */
  | 'cancelled';

/**
 * The balance after `units` of `kind` move an account at `balance`. A cancel takes exactly what is left (its
 * units must be -balance; a cancel of an empty account is a movement of 0, allowed so that it is recorded).
 */
export function applyMovement(
  account: { balance: number; status: AccountStatus },
  kind: MovementKind,
  units: number,
): number | MovementRefusal {
  if (account.status === 'cancelled') return 'cancelled';
  if (!Number.isSafeInteger(units)) return 'invalid-units';
  if (kind === 'cancel') return units === -account.balance ? 0 : 'invalid-units';
  if (units === 0) return 'invalid-units';
  const sign = SIGN[kind];
  if (sign !== 0 && Math.sign(units) !== sign) return 'invalid-units';
  const next = account.balance + units;
  return next < 0 ? 'insufficient' : next;
}

/** A movement as the ledger keeps it (the stored document's fields that matter to the arithmetic). */
export interface LedgerMovement {
  kind: MovementKind;
  units: number;
  /** ISO time. */
  at: string;
}

/** The balance of an account at `at` (ISO): the sum of its movements until then. */
export function balanceAt(movements: readonly LedgerMovement[], at: string): number {
  const limit = Date.parse(at);
  return movements.filter((m) => Date.parse(m.at) <= limit).reduce((sum, m) => sum + m.units, 0);
}

/** What the liability needs of an account. */
export interface LiabilityAccount {
  id: string;
  kind: AccountKind;
  /** Cents one unit is worth: 1 for vouchers, the program's value of a point, a session's price. */
  unitValueCents: number;
  /** Last valid day (YYYY-MM-DD, the organization's calendar), or null for no expiry. */
  expiresOn: string | null;
}

export interface LiabilityFigure {
  /** Accounts with something left. */
  accounts: number;
  units: number;
  cents: number;
}

export interface Liability {
  /** ISO time it is computed at. */
  at: string;
  vouchers: LiabilityFigure;
  points: LiabilityFigure;
  sessions: LiabilityFigure;
  /** What is owed in all (cents). */
  totalCents: number;
  /** What had expired by then, still unspent (no longer owed; shown apart). */
  expired: LiabilityFigure;
}

const emptyFigure = (): LiabilityFigure => ({ accounts: 0, units: 0, cents: 0 });
const LIABILITY_KEYS: Record<AccountKind, 'vouchers' | 'points' | 'sessions'> = {
  voucher: 'vouchers',
  points: 'points',
  sessions: 'sessions',
};

/**
 * What the business owed its customers at `at`: each account's balance from its movements until then, at its unit
 * value; an account whose last valid day `today` is past counts as expired (whether or not an 'expire' movement was
 * written yet), so the figure at a date does not depend on when a clean-up ran. `today` is `at`'s calendar day in
 * the organization's zone.
 */
export function computeLiability(
  accounts: readonly LiabilityAccount[],
  movementsOf: (accountId: string) => readonly LedgerMovement[],
  at: string,
  today: string,
): Liability {
  const result: Liability = {
    at,
    vouchers: emptyFigure(),
    points: emptyFigure(),
    sessions: emptyFigure(),
    totalCents: 0,
    expired: emptyFigure(),
  };
  for (const account of accounts) {
    const units = balanceAt(movementsOf(account.id), at);
    if (units <= 0) continue;
    const expired = account.expiresOn !== null && today > account.expiresOn;
    const figure = expired ? result.expired : result[LIABILITY_KEYS[account.kind]];
    figure.accounts += 1;
    figure.units += units;
    figure.cents += units * account.unitValueCents;
  }
  result.totalCents = result.vouchers.cents + result.points.cents + result.sessions.cents;
  return result;
}
