import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../platform/layout/toast';
import type { Order, OrderLine } from '@plataforma/domain';
import { useManagerActions, useMayAuthorize } from './api';
import { whenIdle } from '../../../platform/routing/prefetch';

// The dialog (reason, units, a manager's PIN) off the till's first load, fetched once the screen is idle.
const load = () => import('./ManagerDialog');
const ManagerDialog = lazy(() => load().then((m) => ({ default: m.ManagerDialog })));

/**
 * Voiding a sent line and cancelling an order from a till: each opens the manager dialog (reason, and a manager's
 * PIN for staff); the server's answer updates the order. Answers the actions that open them and the dialog.
 */
export function useManagerDialogs(order: Order | undefined) {
  const { t } = useTranslation();
  const needsPin = !useMayAuthorize();
  const { voidLine, cancel } = useManagerActions();
  const [asking, setAsking] = useState<{ line: OrderLine } | { cancel: true } | null>(null);
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
  const close = () => {
    setAsking(null);
    voidLine.reset();
    cancel.reset();
  };

  let dialog = null;
  if (order && asking && 'line' in asking) {
    const { line } = asking;
    dialog = (
      <ManagerDialog
        title={t('pos.staff.voidTitle')}
        summary={`${line.quantity} × ${line.name}`}
        confirmLabel={t('pos.staff.void')}
        needsPin={needsPin}
        units={line.quantity}
        busy={voidLine.isPending}
        error={voidLine.error?.message}
        onClose={close}
        onConfirm={(body) =>
          voidLine.mutate(
            { orderId: order.id, lineId: line.id, body: { restock: false, ...body } },
            {
              onSuccess: () => {
                close();
                toast.success(t('pos.staff.voided'));
              },
            },
          )
        }
      />
    );
  } else if (order && asking) {
    dialog = (
      <ManagerDialog
        title={t('pos.staff.cancelTitle')}
        summary={order.table?.name ?? t('pos.restaurant.takeaway')}
        confirmLabel={t('pos.staff.cancelOrder')}
        needsPin={needsPin}
        busy={cancel.isPending}
        error={cancel.error?.message}
        onClose={close}
        onConfirm={({ reason, managerPin }) =>
          cancel.mutate(
            { orderId: order.id, body: { reason, ...(managerPin ? { managerPin } : {}) } },
            {
              onSuccess: () => {
                close();
                toast.success(t('pos.staff.cancelled'));
              },
            },
          )
        }
      />
    );
  }
  return {
    voidLine: (line: OrderLine) => setAsking({ line }),
    cancelOrder: () => setAsking({ cancel: true }),
    /** An order with nothing paid that is still open can be cancelled. */
    canCancel: !!order && order.payments.length === 0 && !['paid', 'cancelled'].includes(order.status),
    dialog: dialog && <Suspense fallback={null}>{dialog}</Suspense>,
  };
}
