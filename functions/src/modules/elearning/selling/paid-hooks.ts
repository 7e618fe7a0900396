import { enrolmentIdOf, type OrderLine } from '@plataforma/domain';
import { ApiError } from '../../../platform/http/api-error';
import { getMany } from '../../../platform/resources/repository';
import type { PaidOrderHook } from '../../orders';
import { enrolmentsOf } from '../collections';
import { planCancellations, planEnrolments, type EnrolmentWish } from '../enrolments/enrol';

/**
 * The academy's paid-order hook (issue 20), in the transaction of the payment that closes an order: the order's
 * client is enrolled, activa, in every course its lines sold (a pack: each of its courses). The courses' counters are
 * read and written there (planEnrolments), so of 25 tills selling the last 8 places exactly 8 payments go through:
 * the others' transactions rerun, find the course full and refuse the whole payment (409, no ticket). A refund cancels
 * the enrolments that sale made (their places are given back); a completed one refuses the refund (its certificate
 * stands).
 */

const enrolling = (lines: readonly OrderLine[]) => lines.filter((line) => (line.enrols ?? []).length > 0);

export const elearningOnPaidOrders: PaidOrderHook = {
  async paid({ tx, tenant }, order) {
    const lines = enrolling(order.lines);
    if (lines.length === 0) return undefined;
    const { client } = order;
    if (!client) throw new ApiError('validation-failed', { clientId: 'Un curso es para un cliente: elige el alumno' });
    const wishes = lines.flatMap((line) =>
      line.enrols!.map(({ courseId }): EnrolmentWish => ({
        courseId,
        state: 'active',
        origin: {
          kind: 'sale',
          orderId: order.orderId,
          ticketCode: order.ticketCode,
          packId: line.kind === 'elearningPack' ? line.refId : null,
        },
      })),
    );
    const titles = new Map(lines.flatMap((line) => line.enrols!.map((e) => [e.courseId, e.title] as const)));
    const planned = await planEnrolments(
      tx,
      tenant,
      client,
      wishes,
      (courseId) =>
        new ApiError('validation-failed', { lines: `El curso «${titles.get(courseId) ?? ''}» ya no existe` }),
    );
    return { write: planned.write };
  },

  async refunded({ tx, tenant }, refund) {
    const courseIds = enrolling(refund.lines.map(({ line }) => line)).flatMap((line) =>
      line.enrols!.map((e) => e.courseId),
    );
    const clientId = refund.order.client?.id;
    if (courseIds.length === 0 || !clientId) return undefined;
    // Only what this sale enrolled (a manager may have enrolled the client again since, or another sale).
    const ids = [...new Set(courseIds.map((courseId) => enrolmentIdOf(courseId, clientId)))];
    const docs = await getMany(tx, enrolmentsOf(tenant), ids);
    const sold = ids.filter((_, i) => {
      const origin = docs[i]?.origin;
      return origin?.kind === 'sale' && origin.orderId === refund.orderId;
    });
    if (sold.length === 0) return undefined;
    return planCancellations(tx, tenant, sold, `devolución ${refund.ticketCode}`);
  },
};
