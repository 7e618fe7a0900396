import type { VatRate } from '../../platform/money';
import type { PaymentMethod, StaffRef } from './order';
import type { VatBreakdownRow } from './totals';

/**
 * A 'factura simplificada' (Spanish simplified invoice, RD 1619/2012 art. 7): what is printed for a payment. One
 * model, two outputs: ESC/POS bytes for thermal printers and HTML for the browser's print dialog.
 */
export interface Ticket {
  code: string;
  series: string;
  number: number;
  /** ISO date-time of the payment, and the zone it is shown in. */
  issuedAt: string;
  timezone: string;
  business: { name: string; taxId: string; address: string };
  location: { name: string; address: string; phone: string };
  /** On a rectifying ticket (a refund): the tickets it corrects and why. Its amounts are negative. */
  rectifies?: string[];
  reason?: string;
  /** 'Mesa 4' or 'Para llevar'. */
  table: string;
  lines: { name: string; quantity: number; unitPriceCents: number; totalCents: number; details: string[] }[];
  /** The discount taken off these lines (positive; 0 without one): the VAT rows are after it. */
  discountCents: number;
  vat: VatBreakdownRow[];
  /**
   * Issue 17: gift vouchers sold on it (multi-purpose: not subject to VAT, in no VAT row), in the total; negative on
   * a rectifying ticket. Absent without any (every ticket before it prints as it did).
   */
  notSubjectCents?: number;
  totalCents: number;
  payment: {
    method: PaymentMethod;
    cashCents: number;
    cardCents: number;
    tenderedCents: number;
    changeCents: number;
    /** Issue 14: the tip added on the card, printed apart ('Propina'); not in the total or the VAT. */
    tipCents?: number;
    /** Issue 17: parts paid by other tenders ('Bono regalo ····-····-9HTE 10,00 €'), printed before card and cash. */
    tenders?: { label: string; display: string; amountCents: number }[];
  };
  /**
   * Issue 14: on the ticket of a part of an even split, the part and the bill it is a part of. The lines are the
   * whole bill's (for reference); the VAT rows and the total are the part's.
   */
  split?: { part: number; parts: number; billCents: number };
  /** Who served ('Le atendió: …', issue 14); absent on tickets stored before the staff switch. */
  employee?: StaffRef | null;
  // Issue 14, the ticket history: what it is listed and filtered by. Tickets stored before lack them (toTicket).
  /** The location that issued it. */
  locationId: string;
  /** The calendar day it was issued, in the location's time zone (YYYY-MM-DD). */
  date: string;
  /** The table's id; '' for a takeaway or a quick sale. */
  tableId: string;
  /** CRM (issue 16): the name of the order's client ('Cliente: …'); absent without one, or once the client is erased. */
  client?: string;
  /**
   * Issue 23, VERI*FACTU: absent while the organization has not chosen it. `qrUrl` is the AEAT's checking URL printed
   * as the QR; null while the issuer's fiscal data is incomplete (no billing record: the ticket is not verifiable).
   */
  verifactu?: { qrUrl: string | null };
  /**
   * Promotions (issue 17): on the ticket of the payment that closed an order with a client's loyalty cards, what each
   * card earned and spent and its balance after ('Puntos ganados: 12 · Saldo: 140'). Only in the payment's answer:
   * the stored ticket (the fiscal document) is numbered before the cards move, so a reprint from the history lacks it.
   */
  loyalty?: TicketLoyalty[];
}

/** A loyalty card's movement by the order, as the ticket prints it. */
export interface TicketLoyalty {
  program: string;
  kind: 'points' | 'stamps';
  earned: number;
  spent: number;
  balance: number;
}

export type { VatRate };

/**
 * The pre-bill (la cuenta) of an order, printed before paying: the order as it stands with its totals and VAT, what
 * was already paid, and the diners when known. Not a fiscal document: no number, and it says so
 * ('Documento no válido como factura').
 */
export interface PreBill {
  kind: 'preBill';
  issuedAt: string;
  timezone: string;
  business: Ticket['business'];
  location: Ticket['location'];
  table: string;
  diners: number | null;
  lines: Ticket['lines'];
  discountCents: number;
  vat: VatBreakdownRow[];
  notSubjectCents?: number;
  totalCents: number;
  paidCents: number;
  dueCents: number;
}
