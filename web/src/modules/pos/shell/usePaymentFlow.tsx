import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, openSplit, type Order, type PaymentBody, type Ticket } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useModuleEnabled } from '../../../platform/organizations/api';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import type { OrderActions } from './api';
import { TicketDialog, usePrefetchTicketDialog } from './LazyTicketDialog';
import { toastFailure } from './toast-failure';
import { whenIdle } from '../../../platform/routing/prefetch';

// The payment dialog (amounts, split pickers, vouchers) off the order screen's first load: fetched as soon as the
// screen is idle, so that 'Cobrar' opens it at once.
const loadPaymentDialog = () => import('./PaymentDialog');
const PaymentDialog = lazy(() => loadPaymentDialog().then((m) => ({ default: m.PaymentDialog })));

/**
 * The steps of settling an order, one dialog each. A step that issues a ticket (a payment; a refund later) ends
 * on the ticket, and closing it after the order is settled leaves the order (`onSettled`).
 */
type Step = { type: 'payment' } | { type: 'ticket'; ticket: Ticket; settled: boolean; next: boolean } | null;

/**
 * Charging an order at a till: the payment dialog, the toast, then the ticket to print.
 * Returns the action that opens it, whether a step is open, and the dialog to render.
 */
export function usePaymentFlow(
  actions: OrderActions,
  order: Order | undefined,
  { paidMessage, onSettled }: { paidMessage: string; onSettled: () => void },
) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(null);
  usePrefetchTicketDialog();
  useEffect(() => whenIdle(() => void loadPaymentDialog().catch(() => undefined)), []);
  const vouchers = useModuleEnabled(useCurrentOrganization()?.id, 'promotions');
  const close = () => setStep(null);

  const pay = (body: PaymentBody) =>
    order &&
    actions.pay.mutate(
      { orderId: order.id, body },
      {
        onSuccess: ({ ticket, order: paid, payment }) => {
          const settled = paid.status === 'paid';
          // After a part of an even split with parts left, closing its ticket opens the payment of the next.
          setStep({ type: 'ticket', ticket, settled, next: !settled && openSplit(paid.payments) !== null });
          toast.success(
            settled
              ? paidMessage
              : payment.split
                ? t('pos.payment.partToast', { part: payment.split.part, parts: payment.split.parts })
                : t('pos.payment.partialToast', { amount: formatCents(paid.dueCents) }),
          );
        },
        onError: toastFailure,
      },
    );

  const closeTicket = ({ settled, next }: { settled: boolean; next: boolean }) => {
    setStep(next ? { type: 'payment' } : null);
    if (settled) onSettled();
  };

  const dialog = (
    <>
      {step?.type === 'payment' && order && (
        <Suspense fallback={null}>
          <PaymentDialog
            order={order}
            busy={actions.pay.isPending}
            onSubmit={pay}
            onClose={close}
            vouchers={vouchers}
          />
        </Suspense>
      )}
      {step?.type === 'ticket' && <TicketDialog ticket={step.ticket} onClose={() => closeTicket(step)} />}
    </>
  );
  return { charge: () => setStep({ type: 'payment' }), open: step !== null, dialog };
}
