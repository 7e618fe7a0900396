import { layoutDocument, layoutToPdf, PAPER_COLUMNS, QR_OPTIONS, type Ticket } from '@plataforma/domain';
import { saveFile } from '../../../ui/save-file';
import { documentLabel } from './document-label';
import { loadQrEncoder } from './TicketView';

/** 'ticket-C1-000123.pdf'. */
export const ticketFileName = (ticket: Ticket) => `ticket-${ticket.code}.pdf`;

/**
 * Downloads a ticket as a PDF (issue 23): its 80 mm lines, as the printer prints them, and its VERI*FACTU QR drawn
 * in vector (domain's layoutToPdf). Loaded with the first download, not with the ticket's screen; the QR encoder
 * with it only for a ticket that has a QR.
 */
export async function downloadTicketPdf(ticket: Ticket): Promise<void> {
  const encoder = ticket.verifactu?.qrUrl ? await loadQrEncoder() : null;
  const qr = encoder ? (data: string) => encoder.encodeQR(data, 'raw', QR_OPTIONS) : undefined;
  const columns = PAPER_COLUMNS[80];
  const bytes = layoutToPdf(layoutDocument(ticket, columns), columns, documentLabel(ticket), qr);
  saveFile(new Blob([bytes], { type: 'application/pdf' }), ticketFileName(ticket));
}
