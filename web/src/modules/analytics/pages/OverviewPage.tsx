import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import {
  changePercent,
  formatCents,
  NO_KEY,
  spanishDate,
  WEEKDAYS,
  type GeneralReport,
  type Granularity,
  type ItemRow,
  type KeyedAmount,
} from '@plataforma/domain';
import { useReport } from '../api';
import { DashboardFrame, KPI_GRID, SECTION_GRID } from '../components/DashboardFrame';
import { HeatGrid } from '../components/HeatGrid';
import { KpiCard } from '../components/KpiCard';
import { ReportSection } from '../components/ReportSection';
import { useAnalyticsFilters } from '../filters';
import { formatCount, itemLabel, type TableData } from '../table-data';

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A period of the series as people say it: 26/11/2026, 'Semana del 23/11/2026', 'noviembre de 2026'. */
export function periodLabel(period: string, granularity: Granularity, t: TFunction): string {
  if (granularity === 'month') return monthFormat.format(new Date(`${period}-01T00:00:00Z`));
  if (granularity === 'week') return t('analytics.common.weekOf', { date: spanishDate(period) });
  return spanishDate(period);
}

/** A table of amounts by key (module, location, payment, employee), with its total row. */
function amountTable(
  title: string,
  fileName: string,
  rows: KeyedAmount[],
  nameOf: (row: KeyedAmount) => string,
  t: TFunction,
  withCount = true,
): TableData<KeyedAmount> {
  return {
    title,
    fileName,
    rows,
    totalLabel: t('analytics.common.total'),
    columns: [
      { header: t('analytics.common.name'), kind: 'text', value: nameOf },
      ...(withCount
        ? [
            {
              header: t('analytics.common.tickets'),
              kind: 'count' as const,
              value: (r: KeyedAmount) => r.count,
              total: true,
            },
          ]
        : []),
      { header: t('analytics.common.netSales'), kind: 'money', value: (row) => row.cents, total: true },
    ],
  };
}

const barsOf = (rows: readonly { cents: number }[], labels: string[], label: string) => ({
  type: 'bar' as const,
  horizontal: true,
  labels,
  series: [{ label, data: rows.map((row) => row.cents), money: true }],
});

function Sections({
  report,
  suffix,
  loading,
}: {
  report: GeneralReport | undefined;
  suffix: string;
  loading: boolean;
}) {
  const { t, i18n } = useTranslation();
  const granularity = report?.granularity ?? 'day';
  const net = t('analytics.common.netSales');
  const moduleName = (row: KeyedAmount) =>
    i18n.exists(`modules.${row.key}`) ? t(`modules.${row.key}` as 'modules.crm') : row.name;
  const paymentName = (row: KeyedAmount) =>
    i18n.exists(`analytics.overview.payments.${row.key}`)
      ? t(`analytics.overview.payments.${row.key}` as 'analytics.overview.payments.cash')
      : row.name;
  const employeeName = (row: KeyedAmount) =>
    row.key === NO_KEY || row.key === '' ? t('analytics.common.noEmployee') : row.name;

  const series: TableData<GeneralReport['series'][number]> = {
    title: t('analytics.overview.series'),
    fileName: 'ventas-por-periodo',
    rows: report?.series ?? [],
    totalLabel: t('analytics.common.total'),
    columns: [
      { header: t('analytics.common.period'), kind: 'text', value: (row) => periodLabel(row.period, granularity, t) },
      { header: t('analytics.common.tickets'), kind: 'count', value: (row) => row.tickets, total: true },
      { header: net, kind: 'money', value: (row) => row.netCents, total: true },
    ],
  };
  const byModule = amountTable(
    t('analytics.overview.byModule'),
    'ventas-por-modulo',
    report?.byModule ?? [],
    moduleName,
    t,
  );
  const byLocation = amountTable(
    t('analytics.overview.byLocation'),
    'ventas-por-ubicacion',
    report?.byLocation ?? [],
    (row) => row.name,
    t,
  );
  const byPayment = amountTable(
    t('analytics.overview.byPayment'),
    'ventas-por-forma-de-pago',
    report?.byPayment ?? [],
    paymentName,
    t,
    false,
  );
  const byEmployee = amountTable(
    t('analytics.overview.byEmployee'),
    'ventas-por-empleado',
    report?.byEmployee ?? [],
    employeeName,
    t,
  );
  const topItems: TableData<ItemRow> = {
    title: t('analytics.overview.topItems'),
    fileName: 'lo-mas-vendido',
    rows: report?.topItems ?? [],
    columns: [
      { header: t('analytics.overview.item'), kind: 'text', value: itemLabel },
      { header: t('analytics.overview.quantity'), kind: 'count', value: (row) => row.quantity },
      { header: net, kind: 'money', value: (row) => row.cents },
    ],
  };
  const heat: TableData<GeneralReport['heat'][number]> = {
    title: t('analytics.overview.heat'),
    fileName: 'ventas-por-dia-y-hora',
    rows: report?.heat ?? [],
    columns: [
      {
        header: t('analytics.overview.heatDay'),
        kind: 'text',
        value: (row) => t(`schedule.${WEEKDAYS[row.weekday - 1] ?? 'mon'}`),
      },
      { header: t('analytics.overview.heatHour'), kind: 'count', value: (row) => row.hour },
      { header: t('analytics.common.tickets'), kind: 'count', value: (row) => row.count },
      { header: t('analytics.common.amount'), kind: 'money', value: (row) => row.cents },
    ],
  };
  const vat: TableData<GeneralReport['vat'][number]> = {
    title: t('analytics.overview.vat'),
    fileName: 'iva-por-tipo',
    rows: report?.vat ?? [],
    totalLabel: t('analytics.common.total'),
    columns: [
      { header: t('analytics.overview.vatRate'), kind: 'text', value: (row) => `${row.rate} %` },
      { header: t('analytics.overview.vatBase'), kind: 'money', value: (row) => row.baseCents, total: true },
      { header: t('analytics.overview.vatAmount'), kind: 'money', value: (row) => row.vatCents, total: true },
      { header: t('analytics.overview.vatTotal'), kind: 'money', value: (row) => row.totalCents, total: true },
    ],
  };
  const empty = t('analytics.common.empty');
  const common = { suffix, empty, loading };
  const hasSales = (report?.series ?? []).some((row) => row.tickets !== 0 || row.netCents !== 0);
  return (
    <>
      <ReportSection
        {...common}
        table={{ ...series, rows: hasSales ? series.rows : [] }}
        chart={{
          type: series.rows.length > 1 ? 'line' : 'bar',
          labels: series.rows.map((row) => periodLabel(row.period, granularity, t)),
          series: [{ label: net, data: series.rows.map((row) => row.netCents), money: true }],
        }}
      />
      <Box sx={SECTION_GRID}>
        {[byModule, byLocation, byPayment, byEmployee].map((table) => (
          <ReportSection
            key={table.fileName}
            {...common}
            table={table}
            chart={barsOf(
              table.rows,
              table.rows.map((row) => String(table.columns[0]!.value(row))),
              net,
            )}
          />
        ))}
        <ReportSection
          {...common}
          table={topItems}
          chart={barsOf(topItems.rows.slice(0, 10), topItems.rows.slice(0, 10).map(itemLabel), net)}
        />
        <ReportSection {...common} table={vat} />
      </Box>
      <ReportSection
        {...common}
        table={heat}
        grid={(labelledBy) => <HeatGrid heat={heat.rows} labelledBy={labelledBy} />}
      />
    </>
  );
}

/** /{organization}/analytics: the organization's sales in a range, against the period before. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAnalyticsFilters();
  const report = useReport('general', filters);
  const data = report.data;
  const totals = data?.totals;
  const previous = data?.previous;
  const money = (cents: number | undefined) => (cents === undefined ? undefined : formatCents(cents));
  const note = data
    ? t('analytics.common.previous', {
        from: spanishDate(data.previousRange.from),
        to: spanishDate(data.previousRange.to),
      })
    : undefined;
  return (
    <DashboardFrame
      title={t('analytics.overview.title')}
      intro={t('analytics.overview.intro')}
      filters={filters}
      onChange={setFilters}
      withGranularity
      error={report.error}
      hasReport={!!report.data}
    >
      <Box sx={KPI_GRID}>
        <KpiCard
          testId="kpi-net"
          label={t('analytics.overview.kpis.net')}
          value={money(totals?.netCents)}
          change={totals && previous && changePercent(totals.netCents, previous.netCents)}
          note={note}
        />
        <KpiCard
          testId="kpi-tickets"
          label={t('analytics.overview.kpis.tickets')}
          value={totals && formatCount(totals.tickets)}
          change={totals && previous && changePercent(totals.tickets, previous.tickets)}
        />
        <KpiCard
          testId="kpi-average"
          label={t('analytics.overview.kpis.average')}
          value={money(totals?.averageCents)}
          change={totals && previous && changePercent(totals.averageCents, previous.averageCents)}
        />
        <KpiCard
          testId="kpi-refunds"
          label={t('analytics.overview.kpis.refunds')}
          value={money(totals?.refunds.cents)}
          note={totals && t('analytics.overview.kpis.refundsCount', { count: totals.refunds.count })}
        />
        <KpiCard
          testId="kpi-discounts"
          label={t('analytics.overview.kpis.discounts')}
          value={money(totals?.discounts.cents)}
          note={totals && t('analytics.overview.kpis.discountsCount', { count: totals.discounts.count })}
        />
      </Box>
      <Sections report={data} suffix={`${filters.from}_${filters.to}`} loading={report.isPending} />
    </DashboardFrame>
  );
}
