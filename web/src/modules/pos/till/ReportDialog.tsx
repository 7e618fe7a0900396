import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { reportTitle, type TillReport } from '@plataforma/domain';
import { usePrinter } from '../printing/usePrinter';
import { downloadReportPdf, printReport } from './printReport';
import { ReportView } from './ReportView';

/** An X or Z report on screen at this device's paper width, to print (bridge or browser) or download as a PDF. */
export function ReportDialog({ report, onClose }: { report: TillReport; onClose: () => void }) {
  const { t } = useTranslation();
  const { choice } = usePrinter();
  const [printing, setPrinting] = useState(false);
  const print = async () => {
    setPrinting(true);
    try {
      await printReport(report, choice);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="sm"
      aria-label={t('pos.till.report.label', { title: reportTitle(report) })}
    >
      <DialogContent sx={{ bgcolor: 'action.hover' }}>
        <ReportView report={report} paperWidth={choice.paperWidth} />
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={() => downloadReportPdf(report)}>
          {t('pos.till.report.pdf')}
        </Button>
        <Button size="large" disabled={printing} onClick={() => void print()}>
          {t('pos.till.report.print')}
        </Button>
        <Button size="large" variant="contained" onClick={onClose}>
          {t('pos.till.report.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
