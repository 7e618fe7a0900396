import type { Transaction } from 'firebase-admin/firestore';
import { orderPaidSummary } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { writeTimelineEntry } from '../crm';
import type { OrderFields } from './sale';

/**
 * The client's timeline entry of an order that is paid now, to write in the payment's transaction: what was paid in
 * all and the tickets it took ('Ticket C1-000123 · 23,50 €').
 */
export function paidOrderEntry(tenant: Tenant, orderId: string, doc: OrderFields) {
  const { client } = doc;
  if (!client) return undefined;
  const paidCents = doc.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const codes = doc.payments.map((payment) => payment.ticketCode);
  return (tx: Transaction) =>
    writeTimelineEntry(tx, tenant, {
      clientId: client.id,
      kind: 'order-paid',
      module: doc.module,
      summary: orderPaidSummary(codes, paidCents),
      amountCents: paidCents,
      ticketCode: codes[codes.length - 1] ?? '',
      orderId,
    });
}
