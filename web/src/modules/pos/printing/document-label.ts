import { isPreBill, type PrintedDocument } from '@plataforma/domain';
import i18n from '../../../i18n';

/** How a printed document is named on screen: 'Ticket T-000012', 'Cuenta de Mesa 4'. */
export function documentLabel(doc: PrintedDocument): string {
  return isPreBill(doc)
    ? i18n.t('pos.printing.preBillLabel', { table: doc.table })
    : i18n.t('pos.printing.ticketLabel', { code: doc.code });
}
