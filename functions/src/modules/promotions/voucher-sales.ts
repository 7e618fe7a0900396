import {
  DEFAULT_TIMEZONE,
  codeKey,
  eurosToCents,
  formatVoucherCode,
  normaliseVoucherCode,
  todayIn,
  voucherCodeFrom,
  voucherIssuedSummary,
  type LineInput,
  type OrderLine,
} from '@plataforma/domain';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled } from '../../platform/organizations/tenant-router';
import { writeTimelineEntry } from '../crm';
import { soldLine, type PaidOrderHook, type SalePreparer } from '../orders';
import { accountSearchTokens, codesOf } from './collections';
import { openAccount, postMovement, type HeldAccount } from './ledger';
import { readVoucherByCode } from './vouchers';

/**
 * Gift vouchers sold at a POS as a line (issue 17). The line is priced here (promotions' sale preparer for 'voucher'
 * lines) with the code the voucher will have, drawn now so that the ticket of the payment prints it; the voucher is
 * issued by the paid-order hook in the transaction of the payment that closes the order (once: a retried payment
 * answers its first result), and a refund of the line cancels it only while nothing of it was used.
 */

type VoucherInput = Extract<LineInput, { kind: 'voucher' }>;

/** The most one voucher line may be (a till typo of 50000 instead of 50,00 is refused). */
export const MAX_VOUCHER_SALE_CENTS = 1_000_000;
/** What the line, the ticket and the Z report call it. */
const VOUCHER_LINE_NAME = 'Bono regalo';
const VOUCHER_CATEGORY = 'Bonos regalo';

/** A voucher sold is valid for a year: its last valid day is the same date next year (28 Feb for a 29 Feb). */
export function soldVoucherExpiry(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = month === 2 && day === 29 ? 28 : day;
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}

const printedDate = (key: string) => key.split('-').reverse().join('/');

/** The line of a voucher of `cents` with code `code` (normalised): quantity 1, no VAT row, never to the kitchen. */
export function voucherSaleLine(cents: number, code: string, expiresOn: string): OrderLine {
  return soldLine({
    kind: 'voucher',
    refId: '',
    name: VOUCHER_LINE_NAME,
    quantity: 1,
    unitPriceCents: cents,
    vatRate: 0,
    // What the ticket prints under the line (screen and ESC/POS share the layout): the whole code, for the customer.
    details: [
      { label: `Código ${formatVoucherCode(code)}`, priceDeltaCents: 0 },
      { label: `Válido hasta ${printedDate(expiresOn)}`, priceDeltaCents: 0 },
    ],
    category: VOUCHER_CATEGORY,
    voucher: { code, expiresOn },
  });
}

export const voucherSalePreparer: SalePreparer<VoucherInput> = {
  module: 'promotions',
  async prepare({ tenant }, items) {
    assertModuleEnabled(tenant, 'promotions');
    const expiresOn = soldVoucherExpiry(todayIn(DEFAULT_TIMEZONE));
    const lines = items.map(({ index, input }) => {
      const cents = eurosToCents(input.amount);
      if (cents <= 0)
        throw new ApiError('validation-failed', { [`lines.${index}.amount`]: 'El importe debe ser mayor que cero' });
      if (cents > MAX_VOUCHER_SALE_CENTS)
        throw new ApiError('validation-failed', {
          [`lines.${index}.amount`]: 'Un bono regalo no puede pasar de 10.000 €',
        });
      return voucherSaleLine(cents, normaliseVoucherCode(voucherCodeFrom(randomBytes(12))), expiresOn);
    });
    return { lines, takeStock: () => {} };
  },
  // A voucher takes nothing from stock.
  restock: async () => () => {},
};

const soldOn = (lines: readonly OrderLine[]) =>
  lines.filter((line): line is OrderLine & { voucher: NonNullable<OrderLine['voucher']> } =>
    Boolean(line.kind === 'voucher' && line.voucher),
  );

/**
 * The paid-order hook: each voucher line of the order becomes a voucher with the line's code and amount, for the
 * order's client (if any), with its 'issue' movement caused by the closing payment. A code already taken (60 random
 * bits: practically never) fails the payment rather than print a code that is another's.
 */
export const vouchersOnPaidOrders: PaidOrderHook = {
  async paid({ tx, tenant }, order) {
    const sold = soldOn(order.lines);
    if (sold.length === 0) return undefined;
    const keys = sold.map((line) => codesOf(tenant).doc(codeKey('voucher', line.voucher.code)));
    const taken = await tx.getAll(...keys);
    if (taken.some((snapshot) => snapshot.exists)) throw new Error('A sold voucher code is taken already');
    const { client } = order;
    return {
      write: (write) =>
        sold.forEach((line, i) => {
          const held = openAccount(
            write,
            tenant,
            {
              kind: 'voucher',
              code: line.voucher.code,
              initial: line.totalCents,
              unitValueCents: 1,
              expiresOn: line.voucher.expiresOn,
              client,
              searchTokens: accountSearchTokens(line.voucher.code, client),
            },
            {
              kind: 'issue',
              units: line.totalCents,
              cause: {
                type: 'order',
                orderId: order.orderId,
                paymentId: order.paymentId,
                ticketCode: order.ticketCode,
              },
            },
          );
          write.create(keys[i]!, { accountId: held.id });
          if (client)
            writeTimelineEntry(write, tenant, {
              clientId: client.id,
              kind: 'voucher-issued',
              module: 'promotions',
              summary: voucherIssuedSummary(formatVoucherCode(line.voucher.code), line.totalCents),
              amountCents: line.totalCents,
            });
        }),
    };
  },

  /**
   * A refund of a voucher line cancels the voucher (a 'cancel' movement of its whole balance), only while it is
   * exactly as sold: anything redeemed, adjusted or expired refuses the refund (409, nothing written), since the
   * money given back would then pay twice for what the voucher already paid.
   */
  async refunded({ tx, tenant }, refund) {
    const sold = soldOn(refund.lines.map(({ line }) => line));
    if (sold.length === 0) return undefined;
    const held: HeldAccount[] = [];
    for (const line of sold) {
      const voucher = await readVoucherByCode(tx, tenant, line.voucher.code);
      if (voucher.doc.status === 'cancelled') throw new ApiError('voucher-cancelled');
      if (voucher.doc.balance !== voucher.doc.initial || voucher.doc.initial !== line.totalCents)
        throw new ApiError('voucher-spent');
      if (voucher.doc.expiresOn !== null && todayIn(DEFAULT_TIMEZONE) > voucher.doc.expiresOn)
        throw new ApiError('voucher-expired');
      held.push(voucher);
    }
    return (write) =>
      held.forEach((voucher) =>
        postMovement(write, tenant, voucher, {
          kind: 'cancel',
          units: -voucher.doc.balance,
          cause: { type: 'order', orderId: refund.orderId, refundId: refund.refundId, ticketCode: refund.ticketCode },
        }),
      );
  },
};
