import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TakeoutDiningIcon from '@mui/icons-material/TakeoutDining';
import { formatCents, todayIn, type Order, type Table } from '@plataforma/domain';
import { paths, useOrganizationSlug } from '../../../../platform/routing/paths';
import { posPaths } from '../../paths';
import { useActiveOrders } from '../../shell/api';
import { PosBar } from '../../shell/PosBar';
import { minutesSince, useNow, usePosLocation } from '../hooks';

// The printer picker (a dialog, the bridge client) loads after the tables: they are what the waiter waits for.
const PrinterButton = lazy(() => import('../../printing/PrinterPicker').then((m) => ({ default: m.PrinterButton })));
// So do the refunds (encargados only): the list of today's charged orders and the refund dialog.
const RefundsButton = lazy(() => import('../../refunds/RefundsButton').then((m) => ({ default: m.RefundsButton })));

type TableState = 'free' | 'open' | 'bill';

const stateOf = (order: Order | undefined): TableState => (!order ? 'free' : order.billRequested ? 'bill' : 'open');

const COLORS: Record<TableState, string> = { free: 'success.main', open: 'warning.main', bill: 'error.main' };

function TableButton({ table, order, now }: { table: Table; order: Order | undefined; now: number }) {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const state = stateOf(order);
  const stateText = t(`pos.restaurant.table.${state}`);
  return (
    <ButtonBase
      component={RouterLink}
      to={posPaths.restaurantOrder(org, { table: table.id, order: order?.id })}
      aria-label={t('pos.restaurant.table.label', { name: table.name, state: stateText })}
      data-testid="pos-table"
      data-state={state}
      sx={{
        minHeight: 112,
        borderRadius: 2,
        border: 3,
        borderColor: COLORS[state],
        bgcolor: state === 'free' ? 'background.paper' : 'action.hover',
        flexDirection: 'column',
        alignItems: 'stretch',
        p: 1.5,
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
    </ButtonBase>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 } as const;

/**
 * /{organization}/pos/restaurant: the location's tables by zone with their state from the active orders (libre,
 * ocupada with total and minutes, esperando la cuenta), refreshed every few seconds, plus 'Para llevar'.
 */
export default function TablesPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const now = useNow();
  const { catalog, locationId, location, choose } = usePosLocation();
  const active = useActiveOrders('restaurant', locationId);
  const orders = active.data ?? [];
  const byTable = new Map(orders.filter((o) => o.table).map((o) => [o.table!.id, o]));
  const takeaways = orders.filter((o) => !o.table);
  const locations = catalog.data?.locations ?? [];

  const zones = new Map<string, Table[]>();
  for (const table of location?.tables ?? []) {
    const zone = table.zone || t('pos.restaurant.zoneless');
    zones.set(zone, [...(zones.get(zone) ?? []), table]);
  }

  return (
    <>
      <PosBar
        back={paths.organization.home(org)}
        backLabel={t('pos.restaurant.back')}
        title={t('pos.restaurant.title')}
      >
        {locations.length > 1 && (
          <TextField
            select
            size="small"
            label={t('pos.restaurant.location')}
            value={locationId ?? ''}
            onChange={(event) => choose(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {locations.map((l) => (
              <MenuItem key={l.id} value={l.id} sx={{ minHeight: 48 }}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {locations.length === 1 && <Typography color="text.secondary">{location?.name}</Typography>}
        <Box sx={{ flexGrow: 1 }} />
        {/* Issue 14: the counter's quick sale and the ticket history. */}
        <Button component={RouterLink} to={posPaths.restaurantQuick(org)} size="large" startIcon={<LocalCafeIcon />}>
          {t('pos.quick.open')}
        </Button>
        <Button component={RouterLink} to={posPaths.tickets(org)} size="large" startIcon={<ReceiptLongIcon />}>
          {t('pos.tickets.open')}
        </Button>
        <Suspense fallback={null}>
          {location && (
            <RefundsButton
              module="restaurant"
              locationId={location.id}
              timezone={location.timezone}
              date={todayIn(location.timezone)}
            />
          )}
          <PrinterButton />
        </Suspense>
      </PosBar>
      <Box sx={{ p: 2, flexGrow: 1 }}>
        {catalog.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {catalog.error && <Alert severity="error">{catalog.error.message}</Alert>}
        {catalog.data && !location && <Alert severity="info">{t('pos.restaurant.noLocations')}</Alert>}
        {location && (
          <>
            {location.tables.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('pos.restaurant.noTables')}
              </Alert>
            )}
            {[...zones.entries()].map(([zone, tables]) => (
              <Box component="section" key={zone} sx={{ mb: 3 }} aria-label={zone}>
                <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
                  {zone}
                </Typography>
                <Box sx={grid}>
                  {tables.map((table) => (
                    <TableButton key={table.id} table={table} order={byTable.get(table.id)} now={now} />
                  ))}
                </Box>
              </Box>
            ))}
            <Box component="section" aria-label={t('pos.restaurant.takeaway')}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
                {t('pos.restaurant.takeaway')}
              </Typography>
              <Box sx={grid}>
                <Button
                  component={RouterLink}
                  to={posPaths.restaurantOrder(org)}
                  variant="contained"
                  startIcon={<TakeoutDiningIcon />}
                  sx={{ minHeight: 112, fontSize: 18 }}
                >
                  {t('pos.restaurant.takeaway')}
                </Button>
                {takeaways.map((order) => (
                  <Button
                    key={order.id}
                    component={RouterLink}
                    to={posPaths.restaurantOrder(org, { order: order.id })}
                    variant="outlined"
                    sx={{ minHeight: 112, flexDirection: 'column' }}
                  >
                    <span>{t(`orderStatuses.${order.status}`)}</span>
                    <span>
                      {formatCents(order.totals.totalCents)} ·{' '}
                      {t('pos.restaurant.table.minutes', { count: minutesSince(order.createdAt, now) })}
                    </span>
                  </Button>
                ))}
              </Box>
            </Box>
          </>
        )}
      </Box>
    </>
  );
}
