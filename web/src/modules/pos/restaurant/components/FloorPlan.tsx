import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatCents, tablesByZone, type Order, type Table } from '@plataforma/domain';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { posPaths } from '../../paths';
import { minutesSince } from '../hooks';

/** A table's state on the floor: free, seated, its round in the kitchen, ready to serve, waiting for the bill. */
export type TableState = 'free' | 'open' | 'kitchen' | 'ready' | 'bill';

export function tableStateOf(order: Order | undefined): TableState {
  if (!order) return 'free';
  if (order.billRequested) return 'bill';
  if (order.status === 'ready') return 'ready';
  return order.status === 'sent' || order.status === 'preparing' ? 'kitchen' : 'open';
}

/** The state is also written on the table: the colour is never the only sign. */
const COLORS: Record<TableState, string> = {
  free: 'success.main',
  open: 'info.main',
  kitchen: 'warning.main',
  ready: 'secondary.main',
  bill: 'error.main',
};

function TableButton({
  table,
  order,
  now,
  onFree,
}: {
  table: Table;
  order: Order | undefined;
  now: number;
  onFree: (table: Table) => void;
}) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const state = tableStateOf(order);
  const stateText = t(`pos.restaurant.table.${state}`);
  // A free table asks for its diners first (a dialog); a seated one opens its order.
  const action = order
    ? { component: RouterLink, to: posPaths.restaurantOrder(org, { table: table.id, order: order.id }) }
    : { onClick: () => onFree(table) };
  return (
    <ButtonBase
      {...action}
      aria-label={t('pos.restaurant.table.label', { name: table.name, state: stateText })}
      data-testid="pos-table"
      data-state={state}
      sx={{
        minHeight: 104,
        height: '100%',
        width: '100%',
        borderRadius: 2,
        border: 3,
        borderColor: COLORS[state],
        bgcolor: state === 'free' ? 'background.paper' : 'action.hover',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        p: 1.25,
        textAlign: 'left',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography variant="h6" component="span">
        {table.name}
      </Typography>
      <Typography variant="body2" component="span" sx={{ color: COLORS[state], fontWeight: 600 }}>
        {stateText}
      </Typography>
      {order && (
        <Typography variant="body2" component="span">
          {formatCents(order.totals.totalCents)} ·{' '}
          {t('pos.restaurant.table.minutes', { count: minutesSince(order.createdAt, now) })}
        </Typography>
      )}
      {order?.diners && (
        <Typography variant="body2" component="span" color="text.secondary">
          {t('pos.restaurant.table.diners', { count: order.diners })}
        </Typography>
      )}
    </ButtonBase>
  );
}

const list = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 } as const;

/**
 * The location's tables by zone: on the zone's floor plan when the owner placed them (Configuración > Locales), else
 * as a list; tables not placed yet follow the plan. Tabs filter one zone. Each table shows its state by colour and
 * word, its total, the minutes seated and its diners.
 */
export function FloorPlan({
  tables,
  orders,
  now,
  onFree,
}: {
  tables: Table[];
  /** The active orders of the location, by table id. */
  orders: ReadonlyMap<string, Order>;
  now: number;
  onFree: (table: Table) => void;
}) {
  const { t } = useTranslation();
  const zones = [...tablesByZone(tables, t('pos.restaurant.zoneless'))];
  const [filter, setFilter] = useState<string>('');
  const shown = zones.filter(([zone]) => !filter || zone === filter);
  const planned = tables.some((table) => table.position);
  const button = (table: Table) => (
    <TableButton key={table.id} table={table} order={orders.get(table.id)} now={now} onFree={onFree} />
  );
  return (
    <>
      {zones.length > 1 && (
        <Tabs
          value={zones.some(([zone]) => zone === filter) ? filter : ''}
          onChange={(_, value: string) => setFilter(value)}
          aria-label={t('pos.restaurant.floor.zones')}
          variant="scrollable"
          sx={{ mb: 2 }}
        >
          <Tab value="" label={t('pos.restaurant.floor.all')} sx={{ minHeight: 48 }} />
          {zones.map(([zone]) => (
            <Tab key={zone} value={zone} label={zone} sx={{ minHeight: 48 }} />
          ))}
        </Tabs>
      )}
      {shown.map(([zone, zoneTables]) => {
        const placed = planned ? zoneTables.filter((table) => table.position) : [];
        const rest = zoneTables.filter((table) => !placed.includes(table));
        const cols = Math.max(1, ...placed.map((table) => table.position!.col + 1));
        return (
          <Box component="section" key={zone} sx={{ mb: 3 }} aria-label={zone}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
              {zone}
            </Typography>
            {placed.length > 0 && (
              <Box
                role="group"
                aria-label={t('pos.restaurant.floor.plan', { zone })}
                data-testid="floor-plan"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: `repeat(${cols}, minmax(120px, 1fr))`,
                  gridAutoRows: 'minmax(104px, auto)',
                  gap: 1.5,
                  overflowX: 'auto',
                  mb: rest.length > 0 ? 2 : 0,
                }}
              >
                {placed.map((table) => (
                  <Box key={table.id} sx={{ gridColumn: table.position!.col + 1, gridRow: table.position!.row + 1 }}>
                    {button(table)}
                  </Box>
                ))}
              </Box>
            )}
            {rest.length > 0 && (
              <Box
                sx={list}
                role={placed.length > 0 ? 'group' : undefined}
                aria-label={placed.length > 0 ? t('pos.restaurant.floor.unplaced', { zone }) : undefined}
              >
                {rest.map(button)}
              </Box>
            )}
          </Box>
        );
      })}
    </>
  );
}

export const takeawayGrid = list;
