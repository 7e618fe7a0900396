import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../platform/layout/toast';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { Order, PreBill } from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { TicketView } from '../printing/TicketView';
import { usePrinter } from '../printing/usePrinter';
import { useOrganizationApi, type OrderActions } from './api';
import { toastFailure } from './toast-failure';

/**
 * The pre-bill (la cuenta) as the printer will print it, with 'Imprimir la cuenta': printing it marks the order's
 * bill as asked for (the table waits to pay). Not a ticket: it has no number and says it is not an invoice.
 */
export function PreBillDialog({
  preBill,
  onPrint,
  onClose,
}: {
  preBill: PreBill;
  onPrint: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { choice, print, printing } = usePrinter();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" aria-label={t('pos.preBill.title', { table: preBill.table })}>
      <DialogContent sx={{ bgcolor: 'action.hover' }}>
        <TicketView ticket={preBill} paperWidth={choice.paperWidth} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.close')}
        </Button>
        <Button
          size="large"
          variant="contained"
          disabled={printing}
          onClick={() => void print(preBill).then(onPrint, toastFailure)}
        >
          {t('pos.preBill.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The order screen's 'Cuenta': fetches the pre-bill, shows it, and marks the bill asked once it is printed. */
export function usePreBill(actions: OrderActions, order: Order | undefined) {
  const { t } = useTranslation();
  const { base } = useOrganizationApi();
  const [preBill, setPreBill] = useState<PreBill | null>(null);
  const [loading, setLoading] = useState(false);

  const show = () => {
    if (!order) return;
    setLoading(true);
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
  const dialog = preBill && <PreBillDialog preBill={preBill} onPrint={printed} onClose={() => setPreBill(null)} />;
  return { show, loading, open: preBill !== null, dialog };
}
