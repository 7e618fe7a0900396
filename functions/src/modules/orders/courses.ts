import { Timestamp } from 'firebase-admin/firestore';
import { courseOf, isDiscount, isVoucherSale, type Order, type OrderLine } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { assertOpen, changeOrder, type OrderFields } from './sale';

/**
 * Courses: an order's lines go to the kitchen in rounds; a held course ('en espera') stays back when the order is
 * sent, until the waiter marches it ('marchar segundos'): its unsent lines then go as a round of their own, so the
 * kitchen board shows it as a new ticket.
 */

/** Lines the kitchen has not received (discounts and gift vouchers sold never go to the kitchen). */
const isUnsent = (line: OrderLine) => line.round === null && !isDiscount(line) && !isVoucherSale(line);

/** The courses held now: the ones stored on the order (orders from before courses have none). */
export const heldOf = (doc: Pick<OrderFields, 'heldCourses'>): number[] => doc.heldCourses ?? [];

/**
 * Sends the unsent lines `goes` picks as the next round: the order goes (back) to 'enviado a cocina'. With none
 * picked the order is answered as it was (the caller decides whether that is an error).
 */
export function sendRound<T extends OrderFields>(doc: T, goes: (line: OrderLine) => boolean): T {
  if (!doc.lines.some((l) => isUnsent(l) && goes(l))) return doc;
  const round = doc.round + 1;
  const now = Timestamp.now();
  return {
    ...doc,
    round,
    lines: doc.lines.map((l) => (isUnsent(l) && goes(l) ? { ...l, round } : l)),
    status: 'sent',
    sentAt: now,
    statusAt: now,
  };
}

/**
 * 'Enviar a cocina': the unsent lines of the courses not held go as a new round. `hold` (when given) replaces the
 * held courses first. With every unsent line held, only the hold is kept (no round); with no unsent line, 409.
 */
export function sendToKitchen(tenant: Tenant, orderId: string, hold?: number[]): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    if (!doc.lines.some(isUnsent)) throw new ApiError('nothing-to-send');
    const heldCourses = [...new Set(hold ?? heldOf(doc))].sort((a, b) => a - b);
    return sendRound({ ...doc, heldCourses }, (line) => !heldCourses.includes(courseOf(line)));
  });
}

/** 'Marchar': a held course's unsent lines go as a round of their own, and the course is no longer held. */
export function fireCourse(tenant: Tenant, orderId: string, course: number): Promise<Order> {
  return changeOrder(tenant, orderId, async (_tx, doc) => {
    assertOpen(doc);
    const ofCourse = (line: OrderLine) => courseOf(line) === course;
    if (!doc.lines.some((l) => isUnsent(l) && ofCourse(l))) throw new ApiError('nothing-to-fire');
    return sendRound({ ...doc, heldCourses: heldOf(doc).filter((c) => c !== course) }, ofCourse);
  });
}
