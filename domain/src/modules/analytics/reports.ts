import { addFigures, netCents, type Amount, type FigureDoc, type FigureSet, type ItemFigures } from './figures';
import { periodOf, periodsOf, type DateRange, type Granularity } from './ranges';

/*
 * What the dashboards answer, built from the aggregate documents of a range (pure: the API reads the documents, a
 * test feeds generated ones). Every list is sorted as it is shown; the web draws each as a chart and a table.
 */

export interface ReportTotals {
  /** Sales less refunds. */
  netCents: number;
  grossCents: number;
  /** Paid orders (tickets). */
  tickets: number;
  /** Net revenue per ticket (0 without tickets). */
  averageCents: number;
  refunds: Amount;
  discounts: Amount;
}

export interface KeyedAmount extends Amount {
  key: string;
  name: string;
}

export interface ItemRow extends ItemFigures {
  key: string;
}

export interface GeneralReport {
  range: DateRange;
  previousRange: DateRange;
  granularity: Granularity;
  totals: ReportTotals;
  previous: ReportTotals;
  /** Net revenue and tickets per period (every period of the range, 0 where nothing was sold). */
  series: { period: string; netCents: number; tickets: number }[];
  byModule: KeyedAmount[];
  byLocation: KeyedAmount[];
  /** By tender: 'cash', 'card', 'voucher' (count 0: money only). */
  byPayment: KeyedAmount[];
  byEmployee: KeyedAmount[];
  /** The best-selling items by revenue (at most TOP_ITEMS). */
  topItems: ItemRow[];
  /** 7 weekdays (Monday first) x 24 hours of sales: tickets and revenue. */
  heat: { weekday: number; hour: number; count: number; cents: number }[];
  /** By VAT rate, highest first: what the gestor needs each quarter. */
  vat: { rate: number; baseCents: number; vatCents: number; totalCents: number }[];
}

export const TOP_ITEMS = 20;

/** Sums documents' figures into one set. */
export function sumFigures(docs: readonly Pick<FigureDoc, 'figures'>[]): FigureSet {
  const total: FigureSet = {};
  for (const doc of docs) addFigures(total, doc.figures);
  return total;
}

export function totalsOf(figures: FigureSet): ReportTotals {
  const tickets = figures.sales?.count ?? 0;
  const net = netCents(figures);
  return {
    netCents: net,
    grossCents: figures.sales?.cents ?? 0,
    tickets,
    averageCents: tickets ? Math.round(net / tickets) : 0,
    refunds: figures.refunds ?? { count: 0, cents: 0 },
    discounts: figures.discounts ?? { count: 0, cents: 0 },
  };
}

/** The change from `before` to `now` in percent, one decimal; null when there was nothing before. */
export const changePercent = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10;

const byCents = (a: { cents: number; key: string }, b: { cents: number; key: string }) =>
  b.cents - a.cents || a.key.localeCompare(b.key);

const keyed = (map: Record<string, Amount & { name?: string }> | undefined, names: Record<string, string> = {}) =>
  Object.entries(map ?? {})
    .map(([key, value]) => ({ key, name: value.name ?? names[key] ?? key, count: value.count, cents: value.cents }))
    .filter((row) => row.count !== 0 || row.cents !== 0)
    .sort(byCents);

export const itemRows = (figures: FigureSet, filter: (item: ItemFigures) => boolean = () => true): ItemRow[] =>
  Object.entries(figures.items ?? {})
    .map(([key, item]) => ({ key, ...item }))
    .filter((item) => (item.quantity !== 0 || item.cents !== 0) && filter(item))
    .sort(byCents);

export interface GeneralReportInput {
  range: DateRange;
  previousRange: DateRange;
  granularity: Granularity;
  /** The range's documents: whole months from the month documents, the days around them from the day documents. */
  docs: readonly FigureDoc[];
  /** The day documents for a day or week series (their sales and refunds are enough); absent: `docs`. */
  seriesDocs?: readonly FigureDoc[];
  /** The previous period's figures, summed. */
  previous: FigureSet;
  /** Location names by id. */
  locations: Record<string, string>;
}

export function generalReport({
  range,
  previousRange,
  granularity,
  docs,
  seriesDocs = docs,
  previous,
  locations,
}: GeneralReportInput): GeneralReport {
  const figures = sumFigures(docs);
  const series = new Map(periodsOf(range, granularity).map((period) => [period, { netCents: 0, tickets: 0 }]));
  for (const doc of seriesDocs) {
    const period = doc.period === 'month' ? doc.key : periodOf(doc.key, granularity);
    const point = series.get(period);
    if (point) {
      point.netCents += netCents(doc.figures);
      point.tickets += doc.figures.sales?.count ?? 0;
    }
  }
  const byLocation: Record<string, Amount> = {};
  for (const doc of docs) {
    const location = (byLocation[doc.locationId] ??= { count: 0, cents: 0 });
    location.count += doc.figures.sales?.count ?? 0;
    location.cents += netCents(doc.figures);
  }
  const heat = Object.entries(figures.heat ?? {}).map(([key, value]) => {
    const [weekday, hour] = key.split('-').map(Number) as [number, number];
    return { weekday, hour, count: value.count, cents: value.cents };
  });
  return {
    range,
    previousRange,
    granularity,
    totals: totalsOf(figures),
    previous: totalsOf(previous),
    series: [...series].map(([period, point]) => ({ period, ...point })),
    byModule: keyed(figures.byModule),
    byLocation: keyed(byLocation, locations),
    byPayment: Object.entries(figures.byPayment ?? {})
      .map(([key, cents]) => ({ key, name: key, count: 0, cents }))
      .filter((row) => row.cents !== 0)
      .sort(byCents),
    byEmployee: keyed(figures.byEmployee),
    topItems: itemRows(figures).slice(0, TOP_ITEMS),
    heat: heat.sort((a, b) => a.weekday - b.weekday || a.hour - b.hour),
    vat: Object.entries(figures.vat ?? {})
      .map(([rate, row]) => ({ rate: Number(rate), ...row, totalCents: row.baseCents + row.vatCents }))
      .filter((row) => row.baseCents !== 0 || row.vatCents !== 0)
      .sort((a, b) => b.rate - a.rate),
  };
}

/** GET .../analytics/modules/crm. */
export interface CrmReport {
  range: DateRange;
  /** Clients who bought in the range: for the first time ever, or again. */
  newClients: number;
  returningClients: number;
  /** Clients created in the range (CRM), whether they bought or not. */
  createdClients: number;
  /** The clients who spent most in the range (at most TOP_CLIENTS). */
  topClients: KeyedAmount[];
  /** Clients with each tag (all clients, today). */
  byTag: { tag: string; count: number }[];
  /** Reviews received in the range: their average (1-5, one decimal; null without any) and by month. */
  reviews: { count: number; average: number | null; trend: { month: string; count: number; average: number | null }[] };
  /** Clients whose birthday falls in the month of the range's end, by day. */
  birthdays: { id: string; name: string; birthday: string }[];
}

export const TOP_CLIENTS = 20;

/** GET .../analytics/modules/restaurant. */
export interface RestaurantReport {
  range: DateRange;
  /** Paid table orders, their diners, revenue per cover and minutes from opened to paid (averages; 0 without). */
  tableOrders: number;
  covers: number;
  averagePerCoverCents: number;
  averageMinutesToPay: number;
  /** Table orders per table per day of the range (the location's tables today; null without tables). */
  turnover: number | null;
  /** Average minutes from sent to ready, by station. */
  kitchen: { station: string; rounds: number; averageMinutes: number }[];
  /** Dishes and combos by revenue, and the menús del día sold (by day). */
  topDishes: ItemRow[];
  dailyMenus: ItemRow[];
  soldOut: { key: string; name: string; count: number }[];
}

export function restaurantReport(input: {
  range: DateRange;
  figures: FigureSet;
  /** Tables of the location filtered (or of all locations). */
  tables: number;
  days: number;
}): RestaurantReport {
  const { figures } = input;
  const tables = figures.tables ?? { orders: 0, covers: 0, cents: 0, minutes: 0 };
  const restaurantItems = (item: ItemFigures) => item.module === 'restaurant';
  return {
    range: input.range,
    tableOrders: tables.orders,
    covers: tables.covers,
    averagePerCoverCents: tables.covers ? Math.round(tables.cents / tables.covers) : 0,
    averageMinutesToPay: tables.orders ? Math.round(tables.minutes / tables.orders) : 0,
    turnover: input.tables > 0 ? Math.round((tables.orders / input.tables / input.days) * 100) / 100 : null,
    kitchen: Object.entries(figures.kitchen ?? {})
      .map(([station, value]) => ({
        station,
        rounds: value.count,
        averageMinutes: value.count ? Math.round((value.minutes / value.count) * 10) / 10 : 0,
      }))
      .sort((a, b) => b.averageMinutes - a.averageMinutes || a.station.localeCompare(b.station)),
    topDishes: itemRows(figures, (item) => restaurantItems(item) && item.kind !== 'dailyMenu').slice(0, TOP_ITEMS),
    dailyMenus: itemRows(figures, (item) => restaurantItems(item) && item.kind === 'dailyMenu'),
    soldOut: Object.entries(figures.soldOut ?? {})
      .map(([key, value]) => ({ key, name: value.name, count: value.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}
