import { useTranslation } from 'react-i18next';
import { layoutTillReport, PAPER_COLUMNS, reportTitle, type PaperWidth, type TillReport } from '@plataforma/domain';
import { LayoutView } from '../printing/TicketView';

/** An X or Z report as the printer prints it. */
export function ReportView({ report, paperWidth = 80 }: { report: TillReport; paperWidth?: PaperWidth }) {
  const { t } = useTranslation();
  return (
    <LayoutView
      lines={layoutTillReport(report, PAPER_COLUMNS[paperWidth])}
      paperWidth={paperWidth}
      label={t('pos.till.report.label', { title: reportTitle(report) })}
      testId="till-report"
    />
  );
}
