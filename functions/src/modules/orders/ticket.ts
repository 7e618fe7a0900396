import {
  computeTotals,
  type Location,
  type Order,
  type OrderLine,
  type Payment,
  type Ticket,
} from '@plataforma/domain';
import type { OrganizationDoc } from '../../platform/organizations/repository';

/** The 'factura simplificada' of a payment: the lines it paid, their VAT breakdown, the business's fiscal data. */
export function ticketFor({
  order,
  payment,
  paidLines,
  location,
  organization,
}: {
  order: Order;
  payment: Payment;
  paidLines: OrderLine[];
  location: Location;
  organization: OrganizationDoc;
}): Ticket {
  const fiscal = organization.fiscal ?? {};
  const totals = computeTotals(paidLines);
  const [series = '', number = '0'] = payment.ticketCode.split('-');
  return {
    code: payment.ticketCode,
    series,
    number: Number(number),
    issuedAt: payment.at,
    timezone: location.timezone,
    business: {
      name: fiscal.businessName || organization.name,
      taxId: fiscal.taxId ?? '',
      address: [fiscal.address, [fiscal.postalCode, fiscal.city].filter(Boolean).join(' '), fiscal.province]
        .filter(Boolean)
        .join(', '),
    },
    location: { name: location.name, address: location.address, phone: location.phone },
    table: order.table ? order.table.name : 'Para llevar',
    lines: paidLines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      totalCents: line.totalCents,
      details: line.details.map((detail) => detail.label),
    })),
    vat: totals.vat,
    totalCents: payment.amountCents,
    payment: {
      method: payment.method,
      cashCents: payment.cashCents,
      cardCents: payment.cardCents,
      tenderedCents: payment.tenderedCents,
      changeCents: payment.changeCents,
    },
  };
}
