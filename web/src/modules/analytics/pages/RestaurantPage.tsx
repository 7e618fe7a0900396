import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { formatCents, NO_KEY, type ItemRow, type RestaurantReport } from '@plataforma/domain';
import { useReport } from '../api';
import { DashboardFrame, KPI_GRID, SECTION_GRID } from '../components/DashboardFrame';
import { KpiCard } from '../components/KpiCard';
import { ReportSection } from '../components/ReportSection';
import { useAnalyticsFilters } from '../filters';
import { formatCount, formatDecimal, itemLabel, type TableData } from '../table-data';

/** /{organization}/analytics/modules/restaurant: tables, covers, kitchen times, dishes and what sold out. */
export default function RestaurantPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useAnalyticsFilters();
  const report = useReport('restaurant', filters);
  const data = report.data;
  const common = {
    suffix: `${filters.from}_${filters.to}`,
    empty: t('analytics.common.empty'),
    loading: report.isPending,
  };
  const net = t('analytics.common.netSales');
  /** A line of no kitchen station is counted under NO_KEY. */
  const stationName = (station: string) =>
    station === NO_KEY || station === '' ? t('analytics.restaurant.noStation') : station;

  const kitchen: TableData<RestaurantReport['kitchen'][number]> = {
    title: t('analytics.restaurant.kitchen'),
    fileName: 'tiempos-de-cocina',
    rows: data?.kitchen ?? [],
    columns: [
      {
        header: t('analytics.restaurant.station'),
        kind: 'text',
        value: (row) => stationName(row.station),
      },
      { header: t('analytics.restaurant.rounds'), kind: 'count', value: (row) => row.rounds },
      { header: t('analytics.restaurant.averageMinutes'), kind: 'decimal', value: (row) => row.averageMinutes },
    ],
  };
  const items = (title: string, fileName: string, header: string, rows: readonly ItemRow[]): TableData<ItemRow> => ({
    title,
    fileName,
    rows,
    totalLabel: t('analytics.common.total'),
    columns: [
      { header, kind: 'text', value: itemLabel },
      { header: t('analytics.overview.quantity'), kind: 'count', value: (row) => row.quantity, total: true },
      { header: net, kind: 'money', value: (row) => row.cents, total: true },
    ],
  });
  const topDishes = items(
    t('analytics.restaurant.topDishes'),
    'platos-mas-vendidos',
    t('analytics.restaurant.dish'),
    data?.topDishes ?? [],
  );
  const dailyMenus = items(
    t('analytics.restaurant.dailyMenus'),
    'menus-del-dia',
    t('analytics.restaurant.menu'),
    data?.dailyMenus ?? [],
  );
  const soldOut: TableData<RestaurantReport['soldOut'][number]> = {
    title: t('analytics.restaurant.soldOut'),
    fileName: 'platos-agotados',
    rows: data?.soldOut ?? [],
    columns: [
      { header: t('analytics.restaurant.dish'), kind: 'text', value: (row) => row.name },
      { header: t('analytics.restaurant.times'), kind: 'count', value: (row) => row.count },
    ],
  };
  const bars = (labels: string[], label: string, values: number[], money = false) => ({
    type: 'bar' as const,
    horizontal: true,
    labels,
    series: [{ label, data: values, money }],
  });
  const top = topDishes.rows.slice(0, 10);

  return (
    <DashboardFrame
      title={t('analytics.restaurant.title')}
      intro={t('analytics.restaurant.intro')}
      filters={filters}
      onChange={setFilters}
      error={report.error}
      hasReport={!!report.data}
    >
      <Box sx={KPI_GRID}>
        <KpiCard
          testId="kpi-covers"
          label={t('analytics.restaurant.covers')}
          value={data && formatCount(data.covers)}
          note={data && t('analytics.restaurant.tableOrders', { count: data.tableOrders })}
        />
        <KpiCard
          testId="kpi-per-cover"
          label={t('analytics.restaurant.perCover')}
          value={data && formatCents(data.averagePerCoverCents)}
        />
        <KpiCard
          testId="kpi-turnover"
          label={t('analytics.restaurant.turnover')}
          value={
            data &&
            (data.turnover === null
              ? t('analytics.restaurant.noTables')
              : t('analytics.restaurant.turnoverValue', { value: formatDecimal(data.turnover) }))
          }
        />
        <KpiCard
          testId="kpi-minutes"
          label={t('analytics.restaurant.minutesToPay')}
          value={data && t('analytics.restaurant.minutes', { value: formatCount(data.averageMinutesToPay) })}
        />
      </Box>
      <Box sx={SECTION_GRID}>
        <ReportSection
          {...common}
          empty={t('analytics.common.emptyData')}
          table={kitchen}
          chart={bars(
            kitchen.rows.map((row) => stationName(row.station)),
            t('analytics.restaurant.averageMinutes'),
            kitchen.rows.map((row) => row.averageMinutes),
          )}
        />
        <ReportSection
          {...common}
          table={topDishes}
          chart={bars(
            top.map(itemLabel),
            net,
            top.map((row) => row.cents),
            true,
          )}
        />
        <ReportSection {...common} table={dailyMenus} />
        <ReportSection {...common} empty={t('analytics.common.emptyData')} table={soldOut} />
      </Box>
    </DashboardFrame>
  );
}
