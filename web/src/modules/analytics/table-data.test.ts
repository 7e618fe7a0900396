import { describe, expect, it } from 'vitest';
import { tableCsv, displayValue, formatPercentChange, type TableData } from './table-data';

const table: TableData<{ name: string; tickets: number; cents: number; day: string }> = {
  title: 'Por ubicación',
  fileName: 'ventas-por-ubicacion',
  totalLabel: 'Total',
  rows: [
    { name: 'Centro; planta 1', tickets: 1200, cents: 123456, day: '2026-11-02' },
    { name: 'Playa', tickets: 3, cents: -250, day: '2026-11-03' },
  ],
  columns: [
    { header: 'Nombre', kind: 'text', value: (row) => row.name },
    { header: 'Día', kind: 'date', value: (row) => row.day },
    { header: 'Tickets', kind: 'count', value: (row) => row.tickets, total: true },
    { header: 'Ventas netas', kind: 'money', value: (row) => row.cents, total: true },
  ],
};

describe('the dashboards’ tables as CSV for Excel in Spanish', () => {
  it('writes a BOM, ";" between cells, decimal commas, dd/mm/aaaa and the total row, CRLF', () => {
    const csv = tableCsv(table);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Nombre;Día;Tickets;Ventas netas',
      '"Centro; planta 1";02/11/2026;1200;1234,56',
      'Playa;03/11/2026;3;-2,50',
      'Total;;1203;1232,06',
      '',
    ]);
  });

  it('shows the same values the Spanish way on screen', () => {
    expect(displayValue('money', 123456)).toBe('1234,56 €');
    expect(displayValue('count', 12345)).toBe('12.345');
    expect(displayValue('decimal', 4.5)).toBe('4,5');
    expect(displayValue('date', '2026-11-02')).toBe('02/11/2026');
    expect(displayValue('decimal', null)).toBe('—');
  });

  it('writes a change with its sign and a decimal comma', () => {
    expect(formatPercentChange(12.5)).toBe('+12,5 %');
    expect(formatPercentChange(-3)).toBe('-3,0 %');
    expect(formatPercentChange(0)).toBe('0,0 %');
  });
});
