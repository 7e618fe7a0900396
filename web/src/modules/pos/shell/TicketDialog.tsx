import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { Ticket } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { TicketView } from '../printing/TicketView';
import { usePrinter } from '../printing/usePrinter';

/**
 * The 'factura simplificada' of a payment, as the printer will print it (the tickets' TicketView, at this device's
 * paper width), with 'Imprimir': the chosen Bluetooth printer through the Android bridge, or the browser's dialog.
 * `children` sits above it (what the ticket history says of its order), `actions` beside 'Imprimir'. 'Descargar PDF'
 * saves it as a PDF with its QR (issue 23; the PDF writer loads with the first download).
 */
export function TicketDialog({
  ticket,
  onClose,
  children,
  actions,
}: {
  ticket: Ticket;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { choice, print, printing } = usePrinter();
  const [downloading, setDownloading] = useState(false);
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      const { downloadTicketPdf } = await import('../printing/ticketPdf');
      await downloadTicketPdf(ticket);
    } catch {
      toast.error(t('pos.ticket.pdfFailed'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" aria-label={t('pos.ticket.title', { code: ticket.code })}>
      <DialogContent sx={{ bgcolor: 'action.hover' }}>
        {children}
        <TicketView ticket={ticket} paperWidth={choice.paperWidth} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {actions}
        <Button size="large" disabled={downloading} onClick={() => void downloadPdf()}>
          {t('pos.ticket.downloadPdf')}
        </Button>
        <Button size="large" disabled={printing} onClick={() => void print(ticket)}>
          {t('pos.ticket.print')}
        </Button>
        <Button size="large" variant="contained" onClick={onClose}>
          {t('pos.ticket.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
