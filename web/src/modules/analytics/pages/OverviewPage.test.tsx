import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TIMEZONE, presetRange, todayIn, type GeneralReport } from '@plataforma/domain';
import { renderRoute } from '../../../test/render-route';
import { fakeApi, page } from '../../../test/fake-api';

const saved = vi.hoisted(() => [] as { name: string; blob: Blob }[]);
vi.mock('../../../ui/save-file', () => ({ saveFile: (blob: Blob, name: string) => saved.push({ blob, name }) }));

const amount = (key: string, name: string, count: number, cents: number) => ({ key, name, count, cents });
const REPORT: GeneralReport = {
  range: { from: '2026-11-01', to: '2026-11-02' },
  previousRange: { from: '2026-10-30', to: '2026-10-31' },
  granularity: 'day',
  totals: {
    netCents: 125050,
    grossCents: 130050,
    tickets: 40,
    averageCents: 3126,
    refunds: { count: 1, cents: 5000 },
    discounts: { count: 2, cents: 300 },
  },
  previous: {
    netCents: 100000,
    grossCents: 100000,
    tickets: 50,
    averageCents: 2000,
    refunds: { count: 0, cents: 0 },
    discounts: { count: 0, cents: 0 },
  },
  series: [
    { period: '2026-11-01', netCents: 100000, tickets: 30 },
    { period: '2026-11-02', netCents: 25050, tickets: 10 },
  ],
  byModule: [amount('restaurant', 'restaurant', 40, 125050)],
  byLocation: [amount('L1', 'Centro', 30, 100000), amount('L2', 'Playa', 10, 25050)],
  byPayment: [amount('card', 'card', 0, 90000), amount('cash', 'cash', 0, 35050)],
  byEmployee: [amount('-', '-', 40, 125050)],
  topItems: [
    { key: 'dish:1', name: 'Paella', module: 'restaurant', kind: 'dish', category: 'c', quantity: 20, cents: 60000 },
  ],
  heat: [{ weekday: 1, hour: 13, count: 30, cents: 100000 }],
  vat: [{ rate: 10, baseCents: 113682, vatCents: 11368, totalCents: 125050 }],
};

const today = todayIn(DEFAULT_TIMEZONE);

afterEach(() => {
  saved.length = 0;
});

function answer() {
  return fakeApi('owner', (call) => {
    if (call.path === '/analytics') return { body: REPORT };
    if (call.path === '/configuration/locations')
      return page([
        { id: 'L1', name: 'Centro' },
        { id: 'L2', name: 'Playa' },
      ]);
    return undefined;
  });
}

const reportCalls = (calls: ReturnType<typeof fakeApi>) => calls.filter((call) => call.path === '/analytics');

describe('the general dashboard', () => {
  it('asks this month by default, and keeps each filter in the URL and in the query', async () => {
    const calls = answer();
    const { router } = renderRoute('/casa-lola/analytics');
    expect(await screen.findByTestId('kpi-net-value')).toHaveTextContent('1250,50 €');
    const month = presetRange('thisMonth', today);
    expect(Object.fromEntries(reportCalls(calls)[0]!.query)).toEqual({ ...month, granularity: 'day' });

    // +25,1 % in green against the previous period; fewer tickets in red.
    expect(screen.getByTestId('kpi-net-change')).toHaveTextContent('+25,1 %');
    expect(screen.getByTestId('kpi-tickets-change')).toHaveTextContent('-20,0 %');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Periodo'), 'El mes pasado');
    const lastMonth = presetRange('lastMonth', today);
    await waitFor(() => expect(router.state.location.search).toBe('?range=lastMonth'));
    await waitFor(() => expect(Object.fromEntries(reportCalls(calls).at(-1)!.query)).toMatchObject(lastMonth));

    await user.selectOptions(await screen.findByLabelText('Ubicación'), 'Playa');
    await user.selectOptions(screen.getByLabelText('Agrupar por'), 'Semana');
    await waitFor(() =>
      expect(Object.fromEntries(reportCalls(calls).at(-1)!.query)).toEqual({
        ...lastMonth,
        granularity: 'week',
        locationId: 'L2',
      }),
    );
    expect(router.state.location.search).toBe('?range=lastMonth&location=L2&granularity=week');

    // 'Personalizado' starts from the dates shown and shows them to be changed.
    await user.selectOptions(screen.getByLabelText('Periodo'), 'Personalizado');
    expect(await screen.findByLabelText('Desde')).toHaveValue(lastMonth.from);
    expect(screen.getByLabelText('Hasta')).toHaveValue(lastMonth.to);
    await waitFor(() => expect(router.state.location.search).toContain(`range=custom&from=${lastMonth.from}`));
  });

  it('reads a shared link: a custom range and a location', async () => {
    const calls = answer();
    renderRoute('/casa-lola/analytics?range=custom&from=2026-01-01&to=2026-03-31&location=L1');
    await screen.findByTestId('kpi-net-value');
    expect(Object.fromEntries(reportCalls(calls)[0]!.query)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      granularity: 'day',
      locationId: 'L1',
    });
    expect(screen.getByLabelText('Desde')).toHaveValue('2026-01-01');
  });

  it('exports a table as the CSV Excel in Spanish opens, with what the table shows', async () => {
    answer();
    renderRoute('/casa-lola/analytics');
    const section = (await screen.findByRole('heading', { name: 'IVA por tipo' })).closest('section')!;
    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TipoBaseIVATotal', '10 %1136,82 €113,68 €1250,50 €', 'Total1136,82 €113,68 €1250,50 €']);
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Exportar «IVA por tipo» en CSV' }));
    const month = presetRange('thisMonth', today);
    expect(saved[0]!.name).toBe(`iva-por-tipo-${month.from}_${month.to}.csv`);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM: Excel reads UTF-8
    expect(new TextDecoder().decode(bytes)).toBe(
      'Tipo;Base;IVA;Total\r\n10 %;1136,82;113,68;1250,50\r\nTotal;1136,82;113,68;1250,50\r\n',
    );

    const payments = (await screen.findByRole('heading', { name: 'Por forma de pago' })).closest('section')!;
    expect(
      within(payments)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NombreVentas netas', 'Tarjeta900,00 €', 'Efectivo350,50 €', 'Total1250,50 €']);
    // Sales served by no employee (the figures' NO_KEY) under a name people read.
    const employees = (await screen.findByRole('heading', { name: 'Por empleado' })).closest('section')!;
    expect(within(employees).getAllByRole('row')[1]).toHaveTextContent('Sin empleado401250,50 €');
    // The heatmap: Monday first, the hour with its tickets.
    expect(within(screen.getByTestId('heat-grid')).getAllByRole('rowheader')[0]).toHaveTextContent('Lunes');
  });

  it('says so when nothing was sold', async () => {
    fakeApi('owner', (call) =>
      call.path === '/analytics'
        ? {
            body: {
              ...REPORT,
              series: REPORT.series.map((row) => ({ ...row, netCents: 0, tickets: 0 })),
              byModule: [],
              byLocation: [],
              byPayment: [],
              byEmployee: [],
              topItems: [],
              heat: [],
              vat: [],
            },
          }
        : undefined,
    );
    renderRoute('/casa-lola/analytics');
    const series = (await screen.findByRole('heading', { name: 'Ventas por periodo' })).closest('section')!;
    expect(await within(series).findByText('Sin ventas en este periodo')).toBeInTheDocument();
  });

  it('shows the API’s refusal in Spanish, and no empty figures under it', async () => {
    fakeApi('owner', (call) =>
      call.path === '/analytics'
        ? {
            status: 400,
            body: {
              error: { code: 'validation-failed', message: 'El periodo no puede pasar de dos años', fields: {} },
            },
          }
        : undefined,
    );
    renderRoute('/casa-lola/analytics?range=custom&from=2020-01-01&to=2026-01-01');
    expect(await screen.findByText('El periodo no puede pasar de dos años')).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-net')).not.toBeInTheDocument();
    expect(screen.queryByText('Sin ventas en este periodo')).not.toBeInTheDocument();
  });

  it('asks nothing for staff, and says why', async () => {
    const calls = fakeApi('staff', () => undefined);
    renderRoute('/casa-lola/analytics');
    expect(await screen.findByTestId('analytics-forbidden')).toHaveTextContent('no permite ver la analítica');
    expect(reportCalls(calls)).toEqual([]);
  });
});
