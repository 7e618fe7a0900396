import { createElement } from 'react';
import {
  encodeEscPos,
  layoutTillReport,
  layoutToPdf,
  PAPER_COLUMNS,
  reportTitle,
  type TillReport,
} from '@plataforma/domain';
import i18n from '../../../i18n';
import { printDocument, printElementInBrowser, type PrintOutcome } from '../printing/printTicket';
import type { PrinterChoice } from '../printing/printer-choice';
import { saveFile } from '../../../ui/save-file';
import { ReportView } from './ReportView';

/** Prints an X or Z report like a ticket: the Bluetooth printer through the bridge, or the browser's dialog. */
export function printReport(report: TillReport, choice: PrinterChoice): Promise<PrintOutcome> {
  return printDocument(report, choice, {
    escPos: (r, paperWidth) => encodeEscPos(layoutTillReport(r, PAPER_COLUMNS[paperWidth])),
    printInBrowser: (r, paperWidth) =>
      printElementInBrowser(
        i18n.t('pos.till.report.label', { title: reportTitle(r) }),
        reportTitle(r),
        createElement(ReportView, { report: r, paperWidth }),
      ),
  });
}

/** 'informe-z-000012.pdf', 'informe-x-2026-11-22.pdf'. */
export const reportFileName = (report: TillReport) =>
  report.kind === 'Z'
    ? `informe-z-${String(report.number ?? 0).padStart(6, '0')}.pdf`
    : `informe-x-${report.issuedAt.slice(0, 10)}.pdf`;

/** Downloads the report as a PDF of its 80 mm lines (domain's layoutToPdf). */
export function downloadReportPdf(report: TillReport): void {
  const columns = PAPER_COLUMNS[80];
  const bytes = layoutToPdf(layoutTillReport(report, columns), columns, reportTitle(report));
  saveFile(new Blob([bytes], { type: 'application/pdf' }), reportFileName(report));
}
