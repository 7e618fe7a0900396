import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { type CrmReport, type KeyedAmount } from '@plataforma/domain';
import { useReport } from '../api';
import { DashboardFrame, KPI_GRID, SECTION_GRID } from '../components/DashboardFrame';
import { KpiCard } from '../components/KpiCard';
import { ReportSection } from '../components/ReportSection';
import { useAnalyticsFilters } from '../filters';
import { formatCount, formatDecimal, type TableData } from '../table-data';

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** /{organization}/analytics/modules/crm: who bought, who spent most, tags, reviews and this month's birthdays. */
export default function CrmPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAnalyticsFilters();
  const report = useReport('crm', filters);
  const data = report.data;
  const loading = report.isPending;
  const common = { suffix: `${filters.from}_${filters.to}`, empty: t('analytics.common.emptyData'), loading };
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));

  const buyers: TableData<{ kind: string; count: number }> = {
    title: t('analytics.crm.buyers'),
    fileName: 'clientes-nuevos-y-recurrentes',
    rows:
      data && data.newClients + data.returningClients > 0
        ? [
            { kind: t('analytics.crm.newClients'), count: data.newClients },
            { kind: t('analytics.crm.returningClients'), count: data.returningClients },
          ]
        : [],
    totalLabel: t('analytics.common.total'),
    columns: [
      { header: t('analytics.crm.kind'), kind: 'text', value: (row) => row.kind },
      { header: t('analytics.crm.clients'), kind: 'count', value: (row) => row.count, total: true },
    ],
  };
  const topClients: TableData<KeyedAmount> = {
    title: t('analytics.crm.topClients'),
    fileName: 'clientes-que-mas-gastaron',
    rows: data?.topClients ?? [],
    columns: [
      { header: t('analytics.crm.client'), kind: 'text', value: (row) => row.name },
      { header: t('analytics.common.tickets'), kind: 'count', value: (row) => row.count },
      { header: t('analytics.common.netSales'), kind: 'money', value: (row) => row.cents },
    ],
  };
  const byTag: TableData<CrmReport['byTag'][number]> = {
    title: t('analytics.crm.byTag'),
    fileName: 'clientes-por-etiqueta',
    rows: data?.byTag ?? [],
    columns: [
      { header: t('analytics.crm.tag'), kind: 'text', value: (row) => row.tag },
      { header: t('analytics.crm.clients'), kind: 'count', value: (row) => row.count },
    ],
  };
  const trend: TableData<CrmReport['reviews']['trend'][number]> = {
    title: t('analytics.crm.trend'),
    fileName: 'resenas-por-mes',
    rows: data && data.reviews.count > 0 ? data.reviews.trend : [],
    columns: [
      { header: t('analytics.crm.month'), kind: 'text', value: (row) => monthLabel(row.month) },
      { header: t('analytics.crm.reviews'), kind: 'count', value: (row) => row.count },
      { header: t('analytics.crm.average'), kind: 'decimal', value: (row) => row.average },
    ],
  };
  const birthdays: TableData<CrmReport['birthdays'][number]> = {
    title: t('analytics.crm.birthdays'),
    fileName: 'cumpleanos',
    rows: data?.birthdays ?? [],
    columns: [
      { header: t('analytics.crm.client'), kind: 'text', value: (row) => row.name },
      { header: t('analytics.crm.birthday'), kind: 'date', value: (row) => row.birthday },
    ],
  };
  const names = (rows: readonly { name?: string; tag?: string }[]) => rows.map((row) => row.name ?? row.tag ?? '');

  return (
    <DashboardFrame
      title={t('analytics.crm.title')}
      intro={t('analytics.crm.intro')}
      filters={filters}
      onChange={setFilters}
      error={report.error}
      hasReport={!!report.data}
    >
      <Box sx={KPI_GRID}>
        <KpiCard testId="kpi-new" label={t('analytics.crm.newClients')} value={count(data?.newClients)} />
        <KpiCard
          testId="kpi-returning"
          label={t('analytics.crm.returningClients')}
          value={count(data?.returningClients)}
        />
        <KpiCard testId="kpi-created" label={t('analytics.crm.createdClients')} value={count(data?.createdClients)} />
        <KpiCard
          testId="kpi-reviews"
          label={t('analytics.crm.reviewsAverage')}
          value={
            data &&
            (data.reviews.average === null
              ? t('analytics.crm.noReviews')
              : `${formatDecimal(data.reviews.average)} / 5`)
          }
          note={data && t('analytics.crm.reviewsCount', { count: data.reviews.count })}
        />
      </Box>
      <Box sx={SECTION_GRID}>
        <ReportSection
          {...common}
          table={buyers}
          chart={{
            type: 'bar',
            labels: buyers.rows.map((row) => row.kind),
            series: [{ label: t('analytics.crm.clients'), data: buyers.rows.map((row) => row.count) }],
          }}
        />
        <ReportSection
          {...common}
          table={topClients}
          chart={{
            type: 'bar',
            horizontal: true,
            labels: names(topClients.rows.slice(0, 10)),
            series: [
              {
                label: t('analytics.common.netSales'),
                data: topClients.rows.slice(0, 10).map((row) => row.cents),
                money: true,
              },
            ],
          }}
        />
        <ReportSection
          {...common}
          table={byTag}
          chart={{
            type: 'bar',
            horizontal: true,
            labels: byTag.rows.map((row) => row.tag),
            series: [{ label: t('analytics.crm.clients'), data: byTag.rows.map((row) => row.count) }],
          }}
        />
        <ReportSection
          {...common}
          table={trend}
          chart={{
            type: trend.rows.length > 1 ? 'line' : 'bar',
            labels: trend.rows.map((row) => monthLabel(row.month)),
            series: [{ label: t('analytics.crm.average'), data: trend.rows.map((row) => row.average) }],
          }}
        />
        <ReportSection {...common} table={birthdays} />
      </Box>
    </DashboardFrame>
  );
}
