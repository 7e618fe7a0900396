import { applyMovement, DEFAULT_TIMEZONE, formatVoucherCode, todayIn } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { TenderProvider } from '../orders';
import { postMovement, readAccount } from './ledger';
import { readVoucherByCode } from './vouchers';

/** What a ticket prints of a voucher's code: only its last group (the code is a bearer secret). */
const masked = (code: string) => `····-····-${formatVoucherCode(code).slice(-4)}`;

/**
 * The gift voucher as a payment method ('Bono regalo'), registered with the sales core's tender registry. Inside the
 * payment's transaction it reads the voucher and checks it can pay the amount; the redemption is a 'redeem' movement
 * written with the payment, so twenty tills redeeming one voucher at once are serialised on its account document.
 * A refund gives back to the voucher what it paid (a 'refund' movement).
 */
export const voucherTender: TenderProvider = {
  module: 'promotions',
  label: 'Bono regalo',
  async prepare({ tx, tenant }, code, amountCents, field) {
    const held = await readVoucherByCode(tx, tenant, code).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'voucher-code-not-found')
        throw new ApiError('validation-failed', { [`${field}.code`]: error.message }, error.message);
      throw error;
    });
    if (held.doc.status === 'cancelled') throw new ApiError('voucher-cancelled');
    if (held.doc.expiresOn !== null && todayIn(DEFAULT_TIMEZONE) > held.doc.expiresOn)
      throw new ApiError('voucher-expired');
    if (applyMovement(held.doc, 'redeem', -amountCents) === 'insufficient')
      throw new ApiError('voucher-insufficient', undefined, undefined, { balanceCents: held.doc.balance });
    return {
      reference: held.id,
      display: masked(held.doc.code),
      redeem(tx2, { orderId, paymentId, ticketCode }) {
        postMovement(tx2, tenant, held, {
          kind: 'redeem',
          units: -amountCents,
          cause: { type: 'order', orderId, paymentId, ticketCode },
        });
      },
    };
  },
  async giveBack({ tx, tenant }, reference, amountCents, { orderId, refundId, ticketCode }) {
    const held = await readAccount(tx, tenant, reference);
    return (tx2) =>
      postMovement(tx2, tenant, held, {
        kind: 'refund',
        units: amountCents,
        cause: { type: 'order', orderId, refundId, ticketCode },
      });
  },
};
