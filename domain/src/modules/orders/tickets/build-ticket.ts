import { lineDetailText, type Order, type OrderLine, type Payment, type Refund } from '../order';
import type { PreBill, Ticket } from '../ticket';
import { goodsOf, paymentLineNets, splitGroupOf } from '../settlement';
import { evenPartVat } from '../paying';
import { computeTotals, isVoucherSale, vatRows } from '../totals';
import type { VatRate } from '../../../platform/money';
import { todayIn } from '../../../platform/dates';
import { verifactuStatus, type VerifactuSettings } from '../../../platform/organizations/verifactu';
import { aeatDate, verifactuQrUrl } from '../verifactu/records';

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
  /** Issue 23: the organization's VERI*FACTU settings (absent: never chosen). */
  verifactu?: VerifactuSettings;
}

/** What a ticket needs of the location where the sale happened. */
export interface TicketLocation {
  name: string;
  address: string;
  phone: string;
  timezone: string;
}

export interface BuildTicketInput {
  /** `client` is absent on orders stored before CRM (issue 16). */
  order: Pick<Order, 'table' | 'lines' | 'payments' | 'locationId'> & {
    client?: Order['client'];
    module?: Order['module'];
  };
  payment: Payment;
  organization: TicketOrganization;
  location: TicketLocation;
}

/** The words of a ticket that are not data. Printed outside React (ESC/POS), so they live here, not in web i18n. */
export const TAKEAWAY_LABEL = 'Para llevar';
const TABLE_PREFIX = 'Mesa';

/**
 * 'C1-000123' -> { series: 'C1', number: 123, rectifying: false }; 'C1-R000007' is the 7th rectifying ticket of C1.
 * Throws on anything else (a ticket without its number is invalid).
 */
export function parseTicketCode(code: string): { series: string; number: number; rectifying: boolean } {
  // The series is a location's ('B') or a till device's ('B-2', issue 22).
  const match = /^([A-Z0-9]{1,6}(?:-\d{1,4})?)-(R?)(\d{1,12})$/.exec(code);
  if (!match) throw new Error(`Invalid ticket code: ${JSON.stringify(code)}`);
  return { series: match[1] as string, number: Number(match[3]), rectifying: match[2] === 'R' };
}

/** A table named '4' prints as 'Mesa 4'; 'Mesa 4', 'Barra' or 'Terraza 1' print as they are; no table is a takeaway. */
export function ticketTableLabel(table: Order['table']): string {
  if (!table) return TAKEAWAY_LABEL;
  return /^\d+$/.test(table.name.trim()) ? `${TABLE_PREFIX} ${table.name.trim()}` : table.name;
}

/** '+ Al punto', '+ Patatas (+1,50 €)', '+ Sin queso (-0,50 €)'. */
export function ticketDetailText(detail: OrderLine['details'][number]): string {
  return `+ ${lineDetailText(detail)}`;
}

/** One line per fiscal address part: 'Calle de Toledo 12, 28005 Madrid' (the province when it is not the city). */
function fiscalAddress(fiscal: TicketOrganization['fiscal']): string {
  const city = [fiscal.postalCode, fiscal.city].filter(Boolean).join(' ');
  const province = fiscal.province && fiscal.province !== fiscal.city ? fiscal.province : '';
  return [fiscal.address, city, province].filter(Boolean).join(', ');
}

/** What every printed document of a sale says about who sold, when, where and to which table. */
function documentHeader(
  issuedAt: string,
  order: Pick<Order, 'table' | 'locationId'> & { module?: Order['module'] },
  organization: TicketOrganization,
  location: TicketLocation,
) {
  return {
    issuedAt,
    timezone: location.timezone,
    business: {
      name: organization.fiscal.businessName || organization.name,
      taxId: organization.fiscal.taxId ?? '',
      address: fiscalAddress(organization.fiscal),
    },
    location: { name: location.name, address: location.address, phone: location.phone },
    // Tables and takeaways are the restaurant's: a salon's ticket names none.
    table: !order.module || order.module === 'restaurant' ? ticketTableLabel(order.table) : '',
    // What the ticket history filters by: the day is the issuing day where the location is (not the order's).
    locationId: order.locationId,
    date: todayIn(location.timezone, new Date(issuedAt)),
    tableId: order.table?.id ?? '',
  };
}

/** A ticket's header: its number, and the document's. */
function ticketHeader(
  code: string,
  issuedAt: string,
  order: Pick<Order, 'table' | 'locationId'> & { client?: Order['client'] },
  organization: TicketOrganization,
  location: TicketLocation,
) {
  const { series, number } = parseTicketCode(code);
  const client = order.client ? { client: order.client.name } : {};
  return { code, series, number, ...documentHeader(issuedAt, order, organization, location), ...client };
}

const ticketLine = (line: OrderLine, quantity: number, sign: 1 | -1) => ({
  name: line.name,
  quantity,
  unitPriceCents: line.unitPriceCents,
  totalCents: sign * line.unitPriceCents * quantity,
  details: line.details.map(ticketDetailText),
});

/**
 * The 'factura simplificada' of one payment of an order: the lines it settled with their modifiers and choices, the
 * discount it took, the VAT breakdown of those lines after the discount, and the payment's figures. The number
 * comes from the payment's ticket code (allocated in the payment's transaction). Throws when the lines do not add up
 * to the amount paid: a fiscal ticket that disagrees with the money taken must never be issued.
 */
export function buildTicket(input: BuildTicketInput): Ticket {
  return withVerifactu(
    input.payment.split ? buildEvenPartTicket(input) : buildPaymentTicket(input),
    input.organization,
  );
}

function buildPaymentTicket({ order, payment, organization, location }: BuildTicketInput): Ticket {
  const lines = paymentLineNets(order.lines, payment).map(({ line }) => line);
  const discountCents = payment.discountCents ?? 0;
  const totals = computeTotals([
    ...lines,
    { kind: 'discount', unitPriceCents: -discountCents, quantity: 1, vatRate: 0 },
  ]);
  if (totals.totalCents !== payment.amountCents)
    throw new Error(
      `Ticket ${payment.ticketCode}: lines add up to ${totals.totalCents} cents, the payment is ${payment.amountCents}`,
    );
  return {
    ...ticketHeader(payment.ticketCode, payment.at, order, organization, location),
    lines: lines.map((line) => ticketLine(line, line.quantity, 1)),
    discountCents,
    vat: totals.vat,
    ...notSubject(totals.notSubjectCents ?? 0),
    totalCents: totals.totalCents,
    payment: ticketPayment(payment),
    employee: payment.employee,
  };
}

/** Issue 17: the gift vouchers sold on a document, only when there are any. */
const notSubject = (cents: number) => (cents !== 0 ? { notSubjectCents: cents } : {});

/** The payment's figures as a ticket prints them (the tip only when there is one). */
function ticketPayment(payment: Payment): Ticket['payment'] {
  const tipCents = payment.tipCents ?? 0;
  return {
    method: payment.method,
    cashCents: payment.cashCents,
    cardCents: payment.cardCents,
    tenderedCents: payment.tenderedCents,
    changeCents: payment.changeCents,
    ...(tipCents > 0 ? { tipCents } : {}),
    ...(payment.tenders?.length
      ? { tenders: payment.tenders.map(({ label, display, amountCents }) => ({ label, display, amountCents })) }
      : {}),
  };
}

/**
 * The 'factura simplificada' of one part of an even split: the bill's lines and discount for reference, 'Parte 2 de
 * 3' of the bill's total, and the part's own VAT breakdown (evenPartVat), whose rows add up to the part's amount.
 */
function buildEvenPartTicket({ order, payment, organization, location }: BuildTicketInput): Ticket {
  const split = payment.split!;
  const first = splitGroupOf(order.payments, payment)[0]!;
  const lines = paymentLineNets(order.lines, first).map(({ line }) => line);
  const vat = evenPartVat(order.lines, order.payments, payment);
  const totalCents = vat.reduce((sum, row) => sum + row.grossCents, 0);
  if (totalCents !== payment.amountCents)
    throw new Error(`Ticket ${payment.ticketCode}: the part's VAT adds up to ${totalCents} cents`);
  return {
    ...ticketHeader(payment.ticketCode, payment.at, order, organization, location),
    lines: lines.map((line) => ticketLine(line, line.quantity, 1)),
    discountCents: first.discountCents ?? 0,
    vat,
    totalCents,
    payment: ticketPayment(payment),
    employee: payment.employee,
    split: { part: split.part, parts: split.parts, billCents: split.billCents },
  };
}

export interface BuildRefundTicketInput extends Omit<BuildTicketInput, 'payment'> {
  refund: Refund;
}

/**
 * The rectifying 'factura simplificada' of a refund (RD 1619/2012 art. 15): the tickets it corrects, the units given
 * back at their price, the discount they had taken (given back less), the VAT breakdown by rate, all negative, and
 * how the money went back. Its number is of the location's rectifying series.
 */
export function buildRefundTicket(input: BuildRefundTicketInput): Ticket {
  return withVerifactu(buildRectifyingTicket(input), input.organization);
}

function buildRectifyingTicket({ order, refund, organization, location }: BuildRefundTicketInput): Ticket {
  const gross = new Map<VatRate, number>();
  let goodsCents = 0;
  let notSubjectCents = 0;
  const lines = refund.lines.map(({ lineId, quantity, amountCents }) => {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) throw new Error(`Refund ${refund.ticketCode}: line ${lineId} is not in the order`);
    if (isVoucherSale(line)) notSubjectCents -= amountCents;
    else gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) - amountCents);
    goodsCents += line.unitPriceCents * quantity;
    return ticketLine(line, quantity, -1);
  });
  const method = refund.cardCents === 0 ? 'cash' : refund.cashCents === 0 ? 'card' : 'mixed';
  return {
    ...ticketHeader(refund.ticketCode, refund.at, order, organization, location),
    rectifies: refund.rectifies,
    reason: refund.reason,
    lines,
    // Negative: the part of the discount these lines had taken is not given back.
    discountCents: refund.amountCents - goodsCents,
    vat: vatRows(gross),
    ...notSubject(notSubjectCents),
    totalCents: 0 - refund.amountCents,
    payment: {
      method,
      cashCents: 0 - refund.cashCents,
      cardCents: 0 - refund.cardCents,
      tenderedCents: 0,
      changeCents: 0,
      ...(refund.tenders?.length ? { tenders: refundTenders(order.payments, refund.tenders) } : {}),
    },
  };
}

/** Issue 17: what a refund gave back to other tenders, named as the payments' tickets named them (negative). */
function refundTenders(payments: readonly Payment[], tenders: NonNullable<Refund['tenders']>) {
  return tenders.map(({ paymentId, reference, amountCents }) => {
    const paid = payments.find((p) => p.id === paymentId)?.tenders?.find((t) => t.reference === reference);
    return { label: paid?.label ?? '', display: paid?.display ?? '', amountCents: 0 - amountCents };
  });
}

export interface BuildPreBillInput {
  /** `diners`: the table's diners when the floor asked for them. */
  order: Pick<Order, 'table' | 'locationId' | 'lines' | 'totals' | 'paidCents' | 'dueCents'> & {
    diners?: number | null;
  };
  organization: TicketOrganization;
  location: TicketLocation;
  at: string;
}

/** The pre-bill of an order as it stands: every goods line (paid or not), the order's totals and VAT, what is due. */
export function buildPreBill({ order, organization, location, at }: BuildPreBillInput): PreBill {
  return {
    kind: 'preBill',
    ...documentHeader(at, order, organization, location),
    diners: order.diners ?? null,
    lines: goodsOf(order.lines).map((line) => ticketLine(line, line.quantity, 1)),
    discountCents: order.totals.discountCents,
    vat: order.totals.vat,
    ...notSubject(order.totals.notSubjectCents ?? 0),
    totalCents: order.totals.totalCents,
    paidCents: order.paidCents,
    dueCents: order.dueCents,
  };
}

/**
 * Issue 23: a ticket of an organization that chose VERI*FACTU carries the URL of its QR (the AEAT's checking service);
 * while the issuer's NIF or legal name is missing, `qrUrl` is null and the ticket says it is not yet verifiable (no
 * billing record is made for it). Without the choice, nothing changes.
 */
function withVerifactu(ticket: Ticket, organization: TicketOrganization): Ticket {
  const settings = organization.verifactu;
  if (settings?.mode !== 'verifactu') return ticket;
  const qrUrl = verifactuStatus(organization.fiscal, settings).ready
    ? verifactuQrUrl({
        invoice: { issuerTaxId: ticket.business.taxId, number: ticket.code, date: aeatDate(ticket.date) },
        totalCents: ticket.totalCents,
        environment: settings.environment,
      })
    : null;
  return { ...ticket, verifactu: { qrUrl } };
}
