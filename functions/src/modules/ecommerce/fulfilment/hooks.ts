import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { stockIdOf, type OrderLine, type PickingLine } from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { getMany } from '../../../platform/resources/repository';
import { servedBy, type PaidOrderHook } from '../../orders';
import { fulfilmentsOf, shopPacksOf, type FulfilmentDoc } from '../collections';
import { readStockItems } from '../stock/items';

/*
 * The shop's paid-order hook (issue 19): in the transaction of the payment that closes a shop order, its fulfilment
 * (shopFulfilments/{orderId}) is written: a counter sale is born 'entregado' (the customer leaves with it), with its
 * picking list; an online order already pending (the public shop, CMS issue) turns 'pagado'. A refund of the whole
 * order marks it 'reembolsado'.
 */

type Org = Pick<Tenant, 'organization'>;
const isShopLine = (line: OrderLine) => line.kind === 'product' || line.kind === 'productPack';

/** The line's modifiers (its details after the variant's) and notes, for whoever prepares it. */
function extrasOf(line: OrderLine): string[] {
  const modifiers = line.kind === 'product' ? line.details.slice(line.variantId ? 1 : 0).map((d) => d.label) : [];
  return [...modifiers, ...(line.notes ? [line.notes] : [])];
}

/**
 * The picking list of the shop lines: a product line as it is, a pack's components each on its own line (from the
 * pack as it is now: a pack deleted since is picked as one line). Codes come from the stock items (every product and
 * variant has one, tracked or not).
 */
async function pickingOf(tx: Transaction, tenant: Org, lines: OrderLine[]): Promise<PickingLine[]> {
  const packIds = [...new Set(lines.filter((l) => l.kind === 'productPack').map((l) => l.refId))];
  const packDocs = await getMany(tx, shopPacksOf(tenant), packIds);
  const packById = new Map(packIds.map((id, i) => [id, packDocs[i]]));
  const stockIds = lines.flatMap((line) =>
    line.kind === 'product'
      ? [stockIdOf(line.refId, line.variantId ?? null)]
      : (packById.get(line.refId)?.items.map((item) => stockIdOf(item.productId, item.variantId)) ?? []),
  );
  const items = await readStockItems(tx, tenant, stockIds);
  const codes = (stockId: string) => ({
    sku: items.get(stockId)?.sku ?? '',
    barcode: items.get(stockId)?.barcode ?? '',
  });
  return lines.flatMap((line): PickingLine[] => {
    const extras = extrasOf(line);
    const pack = line.kind === 'productPack' ? packById.get(line.refId) : undefined;
    if (line.kind === 'productPack' && pack)
      return pack.items.map((item) => ({
        lineId: line.id,
        productId: item.productId,
        variantId: item.variantId,
        name: items.get(stockIdOf(item.productId, item.variantId))?.name ?? item.name,
        variant: item.variant,
        ...codes(stockIdOf(item.productId, item.variantId)),
        quantity: item.quantity * line.quantity,
        pack: line.name,
        extras,
      }));
    const stockId = stockIdOf(line.refId, line.variantId ?? null);
    const item = line.kind === 'product' ? items.get(stockId) : undefined;
    return [
      {
        lineId: line.id,
        productId: line.refId,
        variantId: line.variantId ?? null,
        name: item?.name ?? line.name,
        variant: item?.variant ?? '',
        sku: line.sku ?? '',
        barcode: item?.barcode ?? '',
        quantity: line.quantity,
        pack: '',
        extras,
      },
    ];
  });
}

export const ecommerceOnPaidOrders: PaidOrderHook = {
  async paid({ tx, tenant }, paid) {
    if (paid.module !== 'ecommerce') return undefined;
    const lines = paid.lines.filter(isShopLine);
    if (lines.length === 0) return undefined;
    const ref = fulfilmentsOf(tenant).doc(paid.orderId);
    const existing = (await tx.get(ref)).data();
    const now = Timestamp.now();
    const by = servedBy(tenant);
    if (existing) {
      // An online order waiting for its payment (the public shop writes it 'pending').
      if (existing.status !== 'pending') return undefined;
      return {
        write: (write) =>
          write.update(ref, {
            status: 'paid',
            statusAt: now,
            ticketCode: paid.ticketCode,
            history: [...existing.history, { status: 'paid', at: now, by }],
          }),
      };
    }
    const picking = await pickingOf(tx, tenant, lines);
    const { order } = paid;
    const doc: FulfilmentDoc = {
      orderId: paid.orderId,
      source: 'counter',
      status: 'delivered',
      delivery: { kind: 'counter' },
      carrier: '',
      tracking: '',
      locationId: order.locationId,
      ticketCode: paid.ticketCode,
      client: paid.client,
      totalCents: order.totals.totalCents,
      picking,
      history: [{ status: 'delivered', at: now, by }],
      createdAt: now,
      statusAt: now,
      date: order.date,
    };
    return { write: (write) => write.create(ref, doc) };
  },

  async refunded({ tx, tenant }, refund) {
    const { order } = refund;
    if (order.module !== 'ecommerce' || order.refundedCents < order.paidCents) return undefined;
    const ref = fulfilmentsOf(tenant).doc(refund.orderId);
    const existing = (await tx.get(ref)).data();
    if (!existing || existing.status === 'refunded') return undefined;
    const now = Timestamp.now();
    const history = [...existing.history, { status: 'refunded' as const, at: now, by: servedBy(tenant) }];
    return (write) => write.update(ref, { status: 'refunded', statusAt: now, history });
  },
};
