import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../platform/layout/toast';
import type { Order, PreBill } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { useOrganizationApi, type OrderActions } from './api';
import { toastFailure } from './toast-failure';

// The dialog (and the ticket layout it shows) loads with the pre-bill it shows, not with the order screen.
const load = () => import('./PreBillDialog');
const PreBillDialog = lazy(() => load().then((m) => ({ default: m.PreBillDialog })));

/** The order screen's 'Cuenta': fetches the pre-bill, shows it, and marks the bill asked once it is printed. */
export function usePreBill(actions: OrderActions, order: Order | undefined) {
  const { t } = useTranslation();
  const { base } = useOrganizationApi();
  const [preBill, setPreBill] = useState<PreBill | null>(null);
  const [loading, setLoading] = useState(false);

  const show = () => {
    if (!order) return;
    setLoading(true);
    void load();
    apiRequest<PreBill>(`${base}/orders/${encodeURIComponent(order.id)}/pre-bill`)
      .then(setPreBill, toastFailure)
      .finally(() => setLoading(false));
  };
  const printed = () => {
    setPreBill(null);
    if (!order) return;
    if (order.billRequested) toast.success(t('pos.preBill.printed'));
    else
      actions.requestBill.mutate(order.id, {
        onSuccess: () => toast.success(t('pos.preBill.printed')),
        onError: toastFailure,
      });
  };
  const dialog = preBill && (
    <Suspense fallback={null}>
      <PreBillDialog preBill={preBill} onPrint={printed} onClose={() => setPreBill(null)} />
    </Suspense>
  );
  return { show, loading, open: preBill !== null, dialog };
}
