import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_TIMEZONE, todayIn, type OrderLine } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { PaidOrderHook, SaleContext } from '../orders';
import { openSessionsAccount, postMovement, readAccount, type HeldAccount } from '../promotions';
import { appointmentsOf } from './appointments/repository';
import { assertSessionsLeft } from './sales';

/**
 * The salon's paid-order hook (issue 18), in the transaction of the payment that closes an order: a pack sold opens
 * one sessions account per item for the order's client (ids made of the order and line, so a refund finds them), and
 * the sessions that paid service lines are redeemed on the accounts read here, so two tills redeeming the last
 * session at once cannot both succeed (one transaction reruns and finds none left); the appointments charged are
 * marked so (once). A refund gives the sessions back
 * and cancels a pack only while none of its sessions was used.
 */

type PackLine = OrderLine & { pack: NonNullable<OrderLine['pack']> };
const packsOn = (lines: readonly OrderLine[]) => lines.filter((l): l is PackLine => l.kind === 'pack' && !!l.pack);
const accountIdOf = (orderId: string, lineId: string, item: number) => `pack-${orderId}-${lineId}-${item}`;

/** Sessions per account that the service lines (or `quantity` units of them) used. */
function sessionsOf(items: { line: OrderLine; quantity: number }[]): Map<string, number> {
  const used = new Map<string, number>();
  for (const { line, quantity } of items)
    if (line.kind === 'service' && line.session)
      used.set(line.session.accountId, (used.get(line.session.accountId) ?? 0) + quantity);
  return used;
}

async function readAll(tx: SaleContext['tx'], tenant: Pick<Tenant, 'organization'>, ids: string[]) {
  const held: HeldAccount[] = [];
  for (const id of ids) held.push(await readAccount(tx, tenant, id));
  return held;
}

/**
 * The appointments the order's service lines charge, read in the payment's transaction: each must be completed and
 * not charged yet (two tills charging one appointment: one transaction reruns and finds it charged).
 */
async function chargedAppointments(tx: SaleContext['tx'], tenant: Pick<Tenant, 'organization'>, lines: OrderLine[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.appointmentId ? [line.appointmentId] : [])))];
  const refs = ids.map((id) => appointmentsOf(tenant).doc(id));
  const snapshots = refs.length > 0 ? await tx.getAll(...refs) : [];
  return snapshots.map((snapshot, i) => {
    const appointment = snapshot.data();
    if (!appointment) throw new ApiError('validation-failed', { appointmentId: 'Esa cita ya no existe' });
    if (appointment.charged) throw new ApiError('appointment-charged');
    if (appointment.state !== 'completed') throw new ApiError('appointment-not-completed');
    return refs[i]!;
  });
}

export const beautyOnPaidOrders: PaidOrderHook = {
  async paid({ tx, tenant }, order) {
    const packs = packsOn(order.lines);
    const used = sessionsOf(order.lines.map((line) => ({ line, quantity: line.quantity })));
    const appointments = await chargedAppointments(tx, tenant, order.lines);
    if (packs.length === 0 && used.size === 0 && appointments.length === 0) return undefined;
    const { client } = order;
    if (packs.length > 0 && !client)
      throw new ApiError('validation-failed', { clientId: 'Un bono de sesiones es para un cliente: elige el cliente' });
    const held = await readAll(tx, tenant, [...used.keys()]);
    const today = todayIn(DEFAULT_TIMEZONE);
    for (const account of held) {
      if (account.doc.client?.id !== order.clientId) throw new ApiError('pack-other-client');
      assertSessionsLeft(account, used.get(account.id)!, today);
    }
    const cause = {
      type: 'order' as const,
      orderId: order.orderId,
      paymentId: order.paymentId,
      ticketCode: order.ticketCode,
    };
    return {
      write: (write) => {
        const charged = { orderId: order.orderId, ticketCode: order.ticketCode };
        for (const ref of appointments) write.update(ref, { charged, updatedAt: Timestamp.now() });
        for (const account of held)
          postMovement(write, tenant, account, { kind: 'redeem', units: -used.get(account.id)!, cause });
        for (const line of packs)
          line.pack.items.forEach((item, i) =>
            openSessionsAccount(
              write,
              tenant,
              accountIdOf(order.orderId, line.id, i),
              {
                client: client!,
                covers: { module: 'beauty', refId: item.serviceId, name: item.name, packName: line.name },
                sessions: item.sessions,
                unitValueCents: item.unitValueCents,
                expiresOn: line.pack.expiresOn,
              },
              cause,
            ),
          );
      },
    };
  },

  async refunded({ tx, tenant }, refund) {
    const packs = packsOn(refund.lines.map(({ line }) => line));
    const given = sessionsOf(refund.lines);
    if (packs.length === 0 && given.size === 0) return undefined;
    const back = await readAll(tx, tenant, [...given.keys()]);
    const opened = await readAll(
      tx,
      tenant,
      packs.flatMap((line) => line.pack.items.map((_, i) => accountIdOf(refund.orderId, line.id, i))),
    );
    for (const account of opened)
      if (account.doc.status === 'cancelled' || account.doc.balance !== account.doc.initial)
        throw new ApiError('pack-spent');
    const cause = {
      type: 'order' as const,
      orderId: refund.orderId,
      refundId: refund.refundId,
      ticketCode: refund.ticketCode,
    };
    return (write) => {
      // A session given back to a pack cancelled since stays with it (nothing moves a cancelled account).
      for (const account of back)
        if (account.doc.status === 'active')
          postMovement(write, tenant, account, { kind: 'refund', units: given.get(account.id)!, cause });
      for (const account of opened)
        postMovement(write, tenant, account, { kind: 'cancel', units: -account.doc.balance, cause });
    };
  },
};
