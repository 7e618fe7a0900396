import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { PreBill } from '@plataforma/domain';
import { TicketView } from '../printing/TicketView';
import { usePrinter } from '../printing/usePrinter';
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
