import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { saveFile } from '../../../ui/save-file';
import { displayValue, tableCsv, totalsOf, type TableData } from '../table-data';

/** Downloads a table as CSV for Excel in Spanish (the page's range in the file name). */
export function ExportButton<R>({ table, suffix }: { table: TableData<R>; suffix: string }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlined />}
      aria-label={t('analytics.common.exportOf', { title: table.title })}
      onClick={() =>
        saveFile(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), `${table.fileName}-${suffix}.csv`)
      }
    >
      {t('analytics.common.exportCsv')}
    </Button>
  );
}

/** A table of a dashboard: what its chart draws, readable by a screen reader, with its total row if any. */
export function ReportTable<R>({ table, labelledBy }: { table: TableData<R>; labelledBy: string }) {
  const totals = totalsOf(table);
  const numeric = (kind: string) => kind !== 'text' && kind !== 'date';
  return (
    // A long list (a year by day, the menús del día) scrolls under its header (its CSV has every row), by keyboard too.
    <Box tabIndex={0} role="group" aria-labelledby={labelledBy} sx={{ overflow: 'auto', maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column.header} align={numeric(column.kind) ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, index) => (
            <TableRow key={index}>
              {table.columns.map((column) => (
                <TableCell key={column.header} align={numeric(column.kind) ? 'right' : 'left'}>
                  {displayValue(column.kind, column.value(row))}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {totals && (
            <TableRow data-testid="total-row" sx={{ '& td': { fontWeight: 600 } }}>
              {table.columns.map((column, index) => (
                <TableCell key={column.header} align={numeric(column.kind) ? 'right' : 'left'}>
                  {index === 0
                    ? table.totalLabel
                    : totals[index] === null
                      ? ''
                      : displayValue(column.kind, totals[index]!)}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
