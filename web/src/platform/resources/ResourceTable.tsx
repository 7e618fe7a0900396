import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { alpha, lighten, type Theme } from '@mui/material/styles';

/**
 * The table of a resource list: one page the server answered (paging, sorting and search run on the server), with
 * sortable column headers and the pager. It takes DataGrid column definitions (field, headerName, widths, type,
 * valueGetter, valueFormatter, renderCell, sortable, align), the part of them the lists use, so pages keep
 * describing their columns as before; the DataGrid itself (~130 KB gzipped) is not loaded.
 */
export interface Sort {
  field: string;
  sort: 'asc' | 'desc';
}

interface Props<T extends { id: string }> {
  rows: T[];
  columns: GridColDef<T>[];
  total: number;
  loading: boolean;
  /** Zero-based, as TablePagination counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  sort: Sort;
  /** Null while sorting is off (a searched or filtered list keeps its default order). */
  onSortChange: ((sort: Sort) => void) | null;
  emptyLabel: string;
  label: string;
  /**
   * The first page is on its way (nothing answered yet): placeholder rows stand in for the rows and the pager is left
   * out, so that nothing below the rows is on screen yet to be pushed down when they arrive (a layout shift).
   */
  pending?: boolean;
}

const PAGE_SIZES = [10, 25, 50, 100];
const PLACEHOLDER_ROWS = 5;

/**
 * The body's rows and cells are plain <tr> and <td> styled once here, as MUI's TableRow (hover) and small TableCell
 * look: a page of 25 rows of 6 columns mounted ~600 MUI components (each cell a styled component with its own style
 * serialisation) in the long task that shows the rows.
 */
const bodyStyles = (theme: Theme) => ({
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  '& tbody td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: '6px 16px',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& tbody td.right': { textAlign: 'right' },
  '& tbody td.center': { textAlign: 'center' },
  '& tbody td.empty': { py: 4, color: theme.palette.text.secondary },
  // A grey bar of a line's height in each placeholder row (no Skeleton component to load).
  '& tbody td.placeholder::after': {
    content: '""',
    display: 'block',
    height: '1em',
    my: '0.1em',
    borderRadius: 1,
    backgroundColor: theme.palette.action.hover,
  },
});

// The DataGrid's callbacks receive its API as well: no column of ours reads it.
type Getter<T extends { id: string }> = (value: unknown, row: T, column: GridColDef<T>, api: unknown) => unknown;

function cellOf<T extends { id: string }>(column: GridColDef<T>, row: T): ReactNode {
  const raw = (row as Record<string, unknown>)[column.field];
  const value = column.valueGetter ? (column.valueGetter as Getter<T>)(raw, row, column, undefined) : raw;
  if (column.renderCell)
    return column.renderCell({ row, value, field: column.field, id: row.id } as GridRenderCellParams<T>);
  if (column.valueFormatter) return String((column.valueFormatter as Getter<T>)(value, row, column, undefined));
  return value === null || value === undefined ? '' : String(value as string | number | boolean);
}

const alignOf = <T extends { id: string }>(column: GridColDef<T>, header = false) =>
  (header ? column.headerAlign : column.align) ?? (column.type === 'number' ? 'right' : 'left');
const cellClassOf = <T extends { id: string }>(column: GridColDef<T>) => {
  const align = alignOf(column);
  return align === 'right' || align === 'center' ? align : undefined;
};

export function ResourceTable<T extends { id: string }>(props: Props<T>) {
  const { rows, columns, total, loading, page, pageSize, onPageChange, sort, onSortChange, emptyLabel, label } = props;
  const pending = props.pending ?? false;
  const { t } = useTranslation();
  return (
    <>
      <TableContainer sx={{ position: 'relative' }}>
        {loading && (
          <LinearProgress aria-label={t('common.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
        )}
        <Table size="small" aria-label={label} sx={bodyStyles}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const sorted = sort.field === column.field;
                const header = column.headerName ?? column.field;
                const sortable = column.sortable !== false && onSortChange;
                // The whole header cell sorts (its label is the focusable button; its clicks bubble up here).
                const toggle = sortable
                  ? () => onSortChange({ field: column.field, sort: sorted && sort.sort === 'asc' ? 'desc' : 'asc' })
                  : undefined;
                return (
                  <TableCell
                    key={column.field}
                    align={alignOf(column, true)}
                    sortDirection={sorted ? sort.sort : false}
                    onClick={toggle}
                    sx={{
                      fontWeight: 600,
                      minWidth: column.minWidth,
                      width: column.width,
                      cursor: toggle ? 'pointer' : undefined,
                    }}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={sorted}
                        direction={sorted ? sort.sort : 'asc'}
                        title={t('resources.sortBy', { column: header })}
                      >
                        {header}
                      </TableSortLabel>
                    ) : (
                      header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {pending &&
              Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                <tr key={`placeholder-${index}`} aria-hidden>
                  <td colSpan={columns.length} className="placeholder" />
                </tr>
              ))}
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.field} className={cellClassOf(column)}>
                    {cellOf(column, row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && !loading && !pending && (
              <tr>
                <td colSpan={columns.length} className="center empty">
                  {emptyLabel}
                </td>
              </tr>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!pending && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => onPageChange(next, pageSize)}
          onRowsPerPageChange={(event) => onPageChange(0, Number(event.target.value))}
          labelRowsPerPage={t('resources.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('resources.pageRange', { from, to, count })}
        />
      )}
    </>
  );
}
