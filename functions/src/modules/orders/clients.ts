import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { ClientRef, Order } from '@plataforma/domain';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import { drainQuery } from '../../platform/resources/batches';
import { assertUnused } from '../../platform/resources/references';
import { readClientRef, type ClientReferences } from '../crm';
import { ordersOf, ticketsOf, type OrderDoc } from './repository';
import { assertOpen, changeOrder } from './sale';

/**
 * The sales core and CRM (ARCHITECTURE.md, "Clients"): an order may be for a client, kept on it as `{ id, name }`
 * (the name it had then, as a ticket prints it). The core reaches CRM only through its index; with CRM off the POS
 * sells as before and attaching is refused.
 */

/** A client as an order keeps it, read in the sale's transaction (CRM must be on; 404 when there is none). */
export function clientOf(tx: Transaction, tenant: Tenant, clientId: string): Promise<ClientRef> {
  assertModuleEnabled(tenant, 'crm');
  return readClientRef(tx, tenant, clientId);
}

/** PUT .../orders/{orderId}/client: attaches a client to an open order (404 when the client does not exist). */
export function attachClient(tenant: Tenant, orderId: string, clientId: string | null): Promise<Order> {
  assertModuleEnabled(tenant, 'crm');
  return changeOrder(tenant, orderId, async (tx, doc) => {
    assertOpen(doc);
    return { ...doc, client: clientId ? await clientOf(tx, tenant, clientId) : null };
  });
}

const ofClient = (tenant: Tenant, clientId: string) => ordersOf(tenant).where('client.id', '==', clientId);

/** Orders of a client hold up to a few tickets each: fewer orders per batch than the default. */
const ORDERS_PER_BATCH = 40;

/** What CRM may do with the orders of a client: refuse a delete, move them (merge), forget the person (erase). */
export const ordersClientReferences: ClientReferences = {
  async assertUnused(tx, tenant, clientId) {
    await assertUnused(tx, ofClient(tenant, clientId), 'pedidos', (order) => {
      const codes = (order as OrderDoc).ticketCodes ?? [];
      return codes[0] ?? `del ${String(order.date)}`;
    });
  },
  async move(tenant, fromId, to) {
    await drainQuery(ofClient(tenant, fromId), (batch, doc) => batch.update(doc.ref, { client: to }));
  },
  async forget(tenant, clientId) {
    // The order keeps its lines and money; its tickets (printed with the name) lose the name too.
    await drainQuery(
      ofClient(tenant, clientId),
      (batch, doc) => {
        batch.update(doc.ref, { client: null });
        for (const code of doc.data().ticketCodes ?? [])
          batch.update(ticketsOf(tenant).doc(code), { client: FieldValue.delete() });
      },
      ORDERS_PER_BATCH,
    );
  },
  async exportOf(tenant, clientId) {
    const orders = await ofClient(tenant, clientId).get();
    return orders.docs.map((doc) => {
      const order = doc.data();
      return {
        id: doc.id,
        module: order.module,
        date: order.date,
        status: order.status,
        totalCents: order.totals.totalCents,
        paidCents: order.paidCents,
        refundedCents: order.refundedCents ?? 0,
        ticketCodes: order.ticketCodes ?? [],
        lines: order.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
      };
    });
  },
};
