import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCents } from '@plataforma/domain';
import { formatCount } from '../table-data';

/** What a dashboard's chart draws: one label per bar or point, one or more series of values. */
export interface ChartSpec {
  type: 'bar' | 'line';
  /** Bars across (rankings with long names: items, employees). */
  horizontal?: boolean;
  labels: string[];
  /** null: no value there (a month without reviews), a gap rather than a 0. */
  series: { label: string; data: (number | null)[]; money?: boolean }[];
}

const HEIGHT = 280;

/**
 * MUI X Charts, in a chunk of its own (React.lazy from ReportSection): loaded after the page shows its figures and
 * tables, never part of a route's first load (the 250 KB budget). The table beside it says the same for screen
 * readers and keyboards, so the chart is hidden from them (and not focusable: its keyboard navigation is off).
 */
export default function Chart({ spec }: { spec: ChartSpec }) {
  const series = spec.series.map((s) => ({
    label: s.label,
    data: s.data,
    valueFormatter: (value: number | null) => (value === null ? '' : s.money ? formatCents(value) : formatCount(value)),
  }));
  const money = spec.series.every((s) => s.money);
  const axisFormat = (value: number) => (money ? formatCents(value).replace(/,00 €$/, ' €') : formatCount(value));
  const hideLegend = spec.series.length < 2;
  if (spec.type === 'line') {
    return (
      <div aria-hidden="true">
        <LineChart
          height={HEIGHT}
          disableKeyboardNavigation
          hideLegend={hideLegend}
          xAxis={[{ scaleType: 'point', data: spec.labels }]}
          // From 0: a line of sales floating on a cut axis reads as a collapse.
          yAxis={[{ valueFormatter: axisFormat, width: 72, min: 0 }]}
          series={series.map((s) => ({ ...s, curve: 'linear' as const, showMark: spec.labels.length <= 31 }))}
        />
      </div>
    );
  }
  const band = { scaleType: 'band' as const, data: spec.labels };
  const values = { valueFormatter: axisFormat };
  // A bar across per row, of a readable thickness whatever the number of rows.
  const height = spec.horizontal ? spec.labels.length * 36 + 60 : HEIGHT;
  return (
    <div aria-hidden="true">
      <BarChart
        height={height}
        disableKeyboardNavigation
        hideLegend={hideLegend}
        layout={spec.horizontal ? 'horizontal' : 'vertical'}
        xAxis={[spec.horizontal ? values : band]}
        yAxis={[spec.horizontal ? { ...band, width: 120 } : { ...values, width: 72 }]}
        series={series}
      />
    </div>
  );
}
