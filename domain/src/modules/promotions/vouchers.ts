import * as z from 'zod/mini';
import { listQuerySchema } from '../../platform/admin/schemas';
import { eurosToCents } from '../../platform/money';
import { eurosSchema } from '../../platform/money-schemas';
import { documentIdSchema, optionalText, requiredText } from '../../platform/resources';
import { dateKeySchema } from '../../platform/date-key';
import type { ModuleType } from '../../platform/module-types';
import type { ClientRef } from '../crm';
import type { AccountKind, AccountStatus, MovementCause, MovementKind } from './ledger';

/** The longest a reason of a manager's adjustment or cancellation may be. */
const reason = requiredText(200);

/** An amount in euros above zero. */
const positiveEuros = eurosSchema.check(
  z.refine((value) => eurosToCents(value) > 0, 'El importe debe ser mayor que cero'),
);

/**
 * POST /api/organizations/{id}/promotions/vouchers (managers): a gift voucher issued with its initial balance, an
 * optional last valid day and an optional client (CRM). The server draws the code.
 */
export const issueVoucherBodySchema = z.strictObject({
  amount: positiveEuros,
  expiresOn: z._default(z.nullable(dateKeySchema), null),
  clientId: z._default(z.nullable(documentIdSchema), null),
  /** What the manager notes (a raffle's prize, a courtesy): the issue movement's reason. */
  note: optionalText(200),
});
export type IssueVoucherBody = z.infer<typeof issueVoucherBodySchema>;

/** POST .../promotions/vouchers/{id}/adjust (managers): adds or takes an amount, always with a reason. */
export const adjustVoucherBodySchema = z.strictObject({
  direction: z.enum(['add', 'remove']),
  amount: positiveEuros,
  reason,
});
export type AdjustVoucherBody = z.infer<typeof adjustVoucherBodySchema>;

/** POST .../promotions/vouchers/{id}/cancel (managers): what is left is taken off and the voucher stops working. */
export const cancelVoucherBodySchema = z.strictObject({ reason });
export type CancelVoucherBody = z.infer<typeof cancelVoucherBodySchema>;

/** GET .../promotions/vouchers?q=&status=&page=&pageSize=: newest first; `q` finds a code (or its start) or a client. */
export const voucherListQuerySchema = z.extend(listQuerySchema, {
  status: z.optional(z.enum(['active', 'cancelled'])),
});
export type VoucherListQuery = z.infer<typeof voucherListQuerySchema>;

/** GET .../promotions/accounts/{accountId}/movements?page=&pageSize=: newest first. */
export const movementListQuerySchema = listQuerySchema;

/** GET .../promotions/liability?at=: an ISO date-time (now when absent). */
export const liabilityQuerySchema = z.object({
  at: z.optional(
    z
      .string()
      .check(
        z.refine(
          (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
          'La fecha no es válida',
        ),
      ),
  ),
});

/** An account as the API answers it (a voucher, and later a card or a pack). */
export interface PromotionAccount {
  id: string;
  kind: AccountKind;
  /** The voucher's code in its printed groups ('K7QM-X2RB-9HTE'); '' for accounts without a code. */
  code: string;
  status: AccountStatus;
  /** In the account's unit: cents for a voucher. */
  balance: number;
  /** What was issued at first (cents for a voucher). */
  initial: number;
  unitValueCents: number;
  /** Last valid day (YYYY-MM-DD, Madrid), or null. */
  expiresOn: string | null;
  /** True once the last valid day is past (today in Madrid). */
  expired: boolean;
  client: ClientRef | null;
  /** A loyalty card's program (its points are `balance`); null for a voucher. */
  programId: string | null;
  /** A pack's sessions account (issue 18): what one session pays for; null for other accounts. */
  covers: SessionsCover | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What a 'sessions' account pays for, one session at a time (issue 18: a salon pack's service; e-learning's courses
 * later): the selling module, the item's id as its lines name it (`refId`), and its name and the pack's as sold.
 */
export interface SessionsCover {
  module: ModuleType;
  refId: string;
  name: string;
  packName: string;
}

/** One movement of an account's ledger (immutable). */
export interface PromotionMovement {
  id: string;
  accountId: string;
  kind: MovementKind;
  /** Signed, in the account's unit. */
  units: number;
  /** The balance right after it. */
  balanceAfter: number;
  cause: MovementCause;
  at: string;
}
