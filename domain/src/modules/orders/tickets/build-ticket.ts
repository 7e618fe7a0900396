import { formatCents } from '../../../platform/money';
import type { Order, OrderLine, Payment } from '../schemas';
import type { Ticket } from '../ticket';
import { computeTotals, lineTotalCents } from '../totals';

/** What a ticket needs of the organization: its name and the fiscal data (every field may still be empty). */
export interface TicketOrganization {
  name: string;
  fiscal: {
    businessName?: string;
    taxId?: string;
    address?: string;
    postalCode?: string;
    city?: string;
    province?: string;
  };
}

/** What a ticket needs of the location where the sale happened. */
export interface TicketLocation {
  name: string;
  address: string;
  phone: string;
  timezone: string;
}

export interface BuildTicketInput {
  order: Pick<Order, 'table' | 'lines' | 'payments'>;
  payment: Payment;
  organization: TicketOrganization;
  location: TicketLocation;
}

/** The words of a ticket that are not data. Printed outside React (ESC/POS), so they live here, not in web i18n. */
export const TAKEAWAY_LABEL = 'Para llevar';
const TABLE_PREFIX = 'Mesa';

/** 'C1-000123' -> { series: 'C1', number: 123 }; throws on anything else (a ticket without its number is invalid). */
export function parseTicketCode(code: string): { series: string; number: number } {
  const match = /^([A-Z0-9]{1,6})-(\d{1,12})$/.exec(code);
  if (!match) throw new Error(`Invalid ticket code: ${JSON.stringify(code)}`);
  return { series: match[1] as string, number: Number(match[2]) };
}

/** A table named '4' prints as 'Mesa 4'; 'Mesa 4', 'Barra' or 'Terraza 1' print as they are; no table is a takeaway. */
export function ticketTableLabel(table: Order['table']): string {
  if (!table) return TAKEAWAY_LABEL;
  return /^\d+$/.test(table.name.trim()) ? `${TABLE_PREFIX} ${table.name.trim()}` : table.name;
}

/** '+ Al punto', '+ Patatas (+1,50 €)', '+ Sin queso (-0,50 €)'. */
export function ticketDetailText(detail: OrderLine['details'][number]): string {
  if (detail.priceDeltaCents === 0) return `+ ${detail.label}`;
  const sign = detail.priceDeltaCents > 0 ? '+' : '-';
  return `+ ${detail.label} (${sign}${formatCents(Math.abs(detail.priceDeltaCents))})`;
}

/** One line per fiscal address part: 'Calle de Toledo 12, 28005 Madrid' (the province when it is not the city). */
function fiscalAddress(fiscal: TicketOrganization['fiscal']): string {
  const city = [fiscal.postalCode, fiscal.city].filter(Boolean).join(' ');
  const province = fiscal.province && fiscal.province !== fiscal.city ? fiscal.province : '';
  return [fiscal.address, city, province].filter(Boolean).join(', ');
}

/**
 * The lines a payment settles. With lineIds, those lines (the bill split by lines). Without, what was still due:
 * every line except those settled by another payment (a split payment's lineIds, or a line's paymentId), so the
 * last payment of a split bill does not print the lines already paid. Without any split, that is every line.
 */
export function ticketPaymentLines(order: BuildTicketInput['order'], payment: Payment): OrderLine[] {
  if (payment.lineIds.length > 0) {
    const ids = new Set(payment.lineIds);
    return order.lines.filter((line) => ids.has(line.id));
  }
  const paidElsewhere = new Set(order.payments.filter((p) => p.id !== payment.id).flatMap((p) => p.lineIds));
  return order.lines.filter(
    (line) => !paidElsewhere.has(line.id) && (line.paymentId === null || line.paymentId === payment.id),
  );
}

/**
 * The 'factura simplificada' of one payment of an order: the lines it paid with their modifiers and choices, the VAT
 * breakdown of those lines, and the payment's figures. The number comes from the payment's ticket code (allocated in
 * the payment's transaction). Throws when the lines do not add up to the amount paid: a fiscal ticket that disagrees
 * with the money taken must never be issued.
 */
export function buildTicket({ order, payment, organization, location }: BuildTicketInput): Ticket {
  const { series, number } = parseTicketCode(payment.ticketCode);
  const lines = ticketPaymentLines(order, payment);
  const totals = computeTotals(lines);
  if (totals.totalCents !== payment.amountCents)
    throw new Error(
      `Ticket ${payment.ticketCode}: lines add up to ${totals.totalCents} cents, the payment is ${payment.amountCents}`,
    );
  return {
    code: payment.ticketCode,
    series,
    number,
    issuedAt: payment.at,
    timezone: location.timezone,
    business: {
      name: organization.fiscal.businessName || organization.name,
      taxId: organization.fiscal.taxId ?? '',
      address: fiscalAddress(organization.fiscal),
    },
    location: { name: location.name, address: location.address, phone: location.phone },
    table: ticketTableLabel(order.table),
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: lineTotalCents(line),
      details: line.details.map(ticketDetailText),
    })),
    vat: totals.vat,
    totalCents: totals.totalCents,
    payment: {
      method: payment.method,
      cashCents: payment.cashCents,
      cardCents: payment.cardCents,
      tenderedCents: payment.tenderedCents,
      changeCents: payment.changeCents,
    },
  };
}
