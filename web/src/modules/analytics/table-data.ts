import { centsToInput, formatCents, spanishDate, toExcelCsv } from '@plataforma/domain';

/**
 * The dashboards' tables as data: each column says what kind of value it holds, which decides how the screen shows
 * it (12,50 €, 1.234, 4,5) and how the CSV writes it for Excel in Spanish (12,50 with a decimal comma, no symbol:
 * a number Excel can sum; dates dd/mm/aaaa).
 */
export type ColumnKind = 'text' | 'money' | 'count' | 'decimal' | 'date';

export interface Column<R> {
  header: string;
  kind: ColumnKind;
  value: (row: R) => string | number | null;
  /** Summed into the table's total row (money and counts). */
  total?: boolean;
}

export interface TableData<R> {
  title: string;
  /** The CSV file's name, without the extension. */
  fileName: string;
  columns: Column<R>[];
  rows: readonly R[];
  /** A last row 'Total' with the sums of the columns marked `total`. */
  totalLabel?: string;
}

const countFormat = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** A number as people read it in Spain (as formatCents does): 12.345, 4,5. */
export const formatCount = (value: number) => countFormat.format(value);
export const formatDecimal = (value: number) => decimalFormat.format(value);

/** A value as the screen shows it. */
export function displayValue(kind: ColumnKind, value: string | number | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return kind === 'date' ? spanishDate(value) : value;
  if (kind === 'money') return formatCents(value);
  if (kind === 'decimal') return formatDecimal(value);
  return formatCount(value);
}

/** A value as the CSV writes it: no thousands separator, a decimal comma, no currency symbol. */
export function csvValue(kind: ColumnKind, value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'string') return kind === 'date' ? spanishDate(value) : value;
  if (kind === 'money') return centsToInput(value);
  return String(value).replace('.', ',');
}

/** The total row's values (null where the column is not summed), or null without a total row. */
export function totalsOf<R>(table: TableData<R>): (number | null)[] | null {
  if (!table.totalLabel) return null;
  return table.columns.map((column) =>
    column.total ? table.rows.reduce((sum, row) => sum + Number(column.value(row) ?? 0), 0) : null,
  );
}

/** The table as Excel-in-Spanish CSV: headers, the rows, and the total row if any. */
export function tableCsv<R>(table: TableData<R>): string {
  const rows = table.rows.map((row) => table.columns.map((column) => csvValue(column.kind, column.value(row))));
  const totals = totalsOf(table);
  if (totals) {
    rows.push(
      table.columns.map((column, index) =>
        index === 0 ? table.totalLabel! : csvValue(column.kind, totals[index] ?? null),
      ),
    );
  }
  return toExcelCsv([table.columns.map((column) => column.header), ...rows]);
}

const percentFormat = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A change in percent as the cards show it: '+12,5 %', '-3,0 %', '0,0 %'. */
export const formatPercentChange = (change: number) =>
  `${change > 0 ? '+' : change < 0 ? '-' : ''}${percentFormat.format(Math.abs(change))} %`;

/**
 * An item's name as the tables show it: a menú del día is one item per day ('dailyMenu:{date}', all named alike),
 * so its day goes with its name: 'Menú del día · 25/11/2026'.
 */
export function itemLabel(item: { key: string; name: string; kind: string }): string {
  const day = item.kind === 'dailyMenu' ? /(\d{4}-\d{2}-\d{2})$/.exec(item.key)?.[1] : undefined;
  return day ? `${item.name} · ${spanishDate(day)}` : item.name;
}
