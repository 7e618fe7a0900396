import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TakeoutDiningIcon from '@mui/icons-material/TakeoutDining';
import { can, formatCents, todayIn, type Table } from '@plataforma/domain';
import { FullpageBar } from '../../../../platform/layout/FullpageBar';
import { useCurrentOrganization } from '../../../../platform/organizations/current';
import { NEW_ID, paths, useOrganizationSlug } from '../../../../platform/routing/paths';
import { configurationPaths } from '../../../configuration';
import { posPaths } from '../../paths';
import { useActiveOrders } from '../../shell/api';
import { FiscalDataBanner } from '../../shell/FiscalDataBanner';
import { useKitchenChanges } from '../../shell/useKitchenChanges';
import { StaffLock } from '../../staff/StaffLock';
import { DinersDialog } from '../components/DinersDialog';
import { FloorPlan, takeawayGrid } from '../components/FloorPlan';
import { minutesSince, useNow, usePosLocation } from '../hooks';

// The printer picker (a dialog, the bridge client) loads after the tables: they are what the waiter waits for.
const PrinterButton = lazy(() => import('../../printing/PrinterPicker').then((m) => ({ default: m.PrinterButton })));
// So do the refunds (encargados only): the list of today's charged orders and the refund dialog.
const RefundsButton = lazy(() => import('../../refunds/RefundsButton').then((m) => ({ default: m.RefundsButton })));
// The till: its button, and the float asked for when the location's till is closed.
const TillControl = lazy(() => import('../../till/TillControl').then((m) => ({ default: m.TillControl })));

/** The till cannot sell without a location: those who may make one get the way straight to its form. */
function NoLocations() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const mayCreate = can(useCurrentOrganization()?.role, 'configuration.manage');
  if (!mayCreate) return <Alert severity="info">{t('pos.restaurant.noLocationsAsk')}</Alert>;
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={configurationPaths.location(org, NEW_ID)} color="inherit">
          {t('pos.restaurant.createLocation')}
        </Button>
      }
    >
      {t('pos.restaurant.noLocations')}
    </Alert>
  );
}

/**
 * /{organization}/pos/restaurant: the location's floor plan by zone with each table's state from the active orders
 * (libre, ocupada, en cocina, listo, esperando la cuenta; total, minutes seated, diners), refreshed every few seconds,
 * plus 'Para llevar'. A free table asks for its diners before its order opens.
 */
export default function TablesPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const now = useNow();
  const navigate = useNavigate();
  const [seating, setSeating] = useState<Table | null>(null);
  const { catalog, locationId, location, choose } = usePosLocation();
  const active = useActiveOrders('restaurant', locationId);
  useKitchenChanges('restaurant', locationId);
  const orders = active.data ?? [];
  const byTable = new Map(orders.filter((o) => o.table).map((o) => [o.table!.id, o]));
  const takeaways = orders.filter((o) => !o.table);
  const locations = catalog.data?.locations ?? [];

  return (
    <>
      <FullpageBar
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
          {location && <TillControl locationId={location.id} locationName={location.name} />}
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
        {locationId && <StaffLock locationId={locationId} />}
      </FullpageBar>
      <FiscalDataBanner />
      <Box sx={{ p: 2, flexGrow: 1 }}>
        {catalog.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {catalog.error && <Alert severity="error">{catalog.error.message}</Alert>}
        {catalog.data && !location && <NoLocations />}
        {location && (
          <>
            {location.tables.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('pos.restaurant.noTables')}
              </Alert>
            )}
            <FloorPlan tables={location.tables} orders={byTable} now={now} onFree={setSeating} />
            <Box component="section" aria-label={t('pos.restaurant.takeaway')}>
              <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
                {t('pos.restaurant.takeaway')}
              </Typography>
              <Box sx={takeawayGrid}>
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
      {seating && (
        <DinersDialog
          title={t('pos.restaurant.diners.titleFor', { table: seating.name })}
          confirmLabel={t('pos.restaurant.diners.confirm')}
          onClose={() => setSeating(null)}
          onConfirm={(diners) =>
            void navigate(posPaths.restaurantOrder(org, { table: seating.id, diners: String(diners) }))
          }
        />
      )}
    </>
  );
}
