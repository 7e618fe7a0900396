import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  courseKey,
  courseOf,
  DEFAULT_TIMEZONE,
  KITCHEN_STATUSES,
  nextKitchenStatus,
  todayIn,
  type Location,
  type OrderStatus,
} from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { apiRequest } from '../../../platform/api/client';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { textChoice, useDeviceChoice } from '../../../platform/device/device-choice';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { useResourceOptions } from '../../../platform/resources/api';
import { useOrganizationSlug, paths } from '../../../platform/routing/paths';
import { useNow } from '../../../ui/useNow';
import { AllergenIcons } from '../../restaurant';
import { BoardCard, BoardColumn, BoardScreen, LiveChip, MoveBackButton } from '../board/Board';
import { useKitchenOrders, type KitchenOrder } from '../kitchen/useKitchenOrders';

/** Served tickets stay this long on the board (a mistaken tap can be undone), then leave it. */
export const SERVED_VISIBLE_MS = 10 * 60_000;

const PREVIOUS: Partial<Record<OrderStatus, OrderStatus>> = { preparing: 'sent', ready: 'preparing', served: 'ready' };
const COLUMN_COLORS: Record<string, string> = {
  sent: 'info.main',
  preparing: 'warning.main',
  ready: 'success.main',
  served: 'text.disabled',
};

type KitchenLine = KitchenOrder['lines'][number];
type KitchenVoid = NonNullable<KitchenOrder['voids']>[number];
/** What a ticket lists: a line of the round, or a voided one (struck through). */
type TicketEntry = { line: KitchenLine; voided?: KitchenVoid };

/**
 * A round's lines course by course (sin curso first), in the order they were asked for within a course, each course's
 * voided lines after its lines.
 */
const byCourse = (lines: KitchenLine[], voids: KitchenVoid[]): TicketEntry[] =>
  [...lines.map((line) => ({ line })), ...voids.map((voided) => ({ line: voided.line, voided }))].sort(
    (a, b) => courseOf(a.line) - courseOf(b.line),
  );

/** The courses the waiter holds back that still have dishes to come: the kitchen knows what is next. */
const heldCourses = (order: KitchenOrder) =>
  (order.heldCourses ?? []).filter((course) =>
    order.lines.some((line) => line.round === null && courseOf(line) === course),
  );

function CourseHeading({ course }: { course: number }) {
  const { t } = useTranslation();
  return (
    <Typography variant="overline" component="p" sx={{ display: 'block', lineHeight: 1.5, color: 'primary.main' }}>
      {t(`courses.${courseKey(course)}`)}
    </Typography>
  );
}

function TicketCard({
  order,
  station,
  now,
  onMove,
}: {
  order: KitchenOrder;
  station: string;
  now: number;
  onMove: (order: KitchenOrder, status: OrderStatus) => void;
}) {
  const { t } = useTranslation();
  const ofThisRound = (line: KitchenLine) => line.round === order.round && (!station || line.station === station);
  // Voided lines of the round stay on the ticket, struck through (orders stored before voids have none).
  const entries = byCourse(
    order.lines.filter(ofThisRound),
    (order.voids ?? []).filter((v) => ofThisRound(v.line)),
  );
  const courses = entries.some((entry) => courseOf(entry.line) !== 0);
  const held = heldCourses(order);
  const next = nextKitchenStatus(order.status);
  const previous = PREVIOUS[order.status];
  const table = order.table?.name ?? t('orders.kitchen.takeaway');
  const minutes = Math.max(0, Math.floor((now - order.sentAtMs) / 60_000));
  const late = order.status !== 'served' && minutes >= 15;
  return (
    <BoardCard
      testId="kitchen-ticket"
      label={t('orders.kitchen.ticket', {
        table,
        round: order.round,
        status: t(`orderStatuses.${order.status}`),
      })}
      borderColor={late ? 'error.main' : 'divider'}
    >
      <ButtonBase
        disabled={!next}
        onClick={() => next && onMove(order, next)}
        aria-label={
          next
            ? t('orders.kitchen.moveTo', {
                status: t(`orders.kitchen.columns.${next}` as 'orders.kitchen.columns.sent'),
              })
            : undefined
        }
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, minHeight: 48 }}
      >
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
            pr: previous ? 5 : 0,
          }}
        >
          <Typography variant="h6" component="h3">
            {table}
          </Typography>
          <Typography
            sx={{ fontWeight: 700, color: late ? 'error.main' : 'text.secondary' }}
            data-testid="kitchen-minutes"
          >
            {t('orders.kitchen.minutes', { count: minutes })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('orders.kitchen.round', { round: order.round })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {entries.map(({ line, voided }, index) => {
            const heading = courses && courseOf(line) !== courseOf(entries[index - 1]?.line ?? { course: -1 }) && (
              <CourseHeading course={courseOf(line)} />
            );
            return voided ? (
              <Box
                component="li"
                key={`void-${voided.id}`}
                data-testid="kitchen-void"
                sx={{ mb: 0.75, color: 'text.disabled' }}
              >
                {heading}
                <Typography component="del" sx={{ fontWeight: 600, display: 'block' }}>
                  {voided.quantity} × {line.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'error.main' }}>
                  {t('orders.kitchen.voided', { reason: voided.reason })}
                </Typography>
              </Box>
            ) : (
              <Box component="li" key={line.id} sx={{ mb: 0.75 }}>
                {heading}
                <Typography sx={{ fontWeight: 600 }}>
                  {line.quantity} × {line.name}
                </Typography>
                {line.details.length > 0 && (
                  <Typography variant="body2">{line.details.map((detail) => detail.label).join(', ')}</Typography>
                )}
                {line.notes && (
                  <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'error.main' }}>
                    {line.notes}
                  </Typography>
                )}
                <AllergenIcons allergens={line.allergens} size={16} />
              </Box>
            );
          })}
        </Box>
        {held.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600, color: 'warning.dark' }}>
            {t('orders.kitchen.held', { courses: held.map((c) => t(`courses.${courseKey(c)}`)).join(', ') })}
          </Typography>
        )}
      </ButtonBase>
      {previous && (
        <MoveBackButton
          onClick={() => onMove(order, previous)}
          label={t('orders.kitchen.moveBack', {
            status: t(`orders.kitchen.columns.${previous}` as 'orders.kitchen.columns.sent'),
          })}
        />
      )}
    </BoardCard>
  );
}

/**
 * /{organization}/orders/restaurant (fullpage): the kitchen display. Today's restaurant orders in columns nuevo /
 * en preparación / listo / servido, live through a Firestore listener; a tap moves a ticket on; filters by location
 * and kitchen station (both remembered on this device).
 */
export default function KitchenBoardPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const now = useNow(15_000);
  const { data: locations = [] } = useResourceOptions<Location>('configuration/locations', { sort: 'name' });
  const [chosenLocation, setChosenLocation] = useDeviceChoice(`kitchen.location.${organizationId}`, textChoice, '');
  const [station, setStation] = useDeviceChoice(`kitchen.station.${organizationId}`, textChoice, '');
  const locationId = locations.some((l) => l.id === chosenLocation) ? chosenLocation : (locations[0]?.id ?? '');
  const location = locations.find((l) => l.id === locationId);
  const date = todayIn(location?.timezone ?? DEFAULT_TIMEZONE, new Date(now));
  const { orders, error, fromCache } = useKitchenOrders(organizationId, locationId, date);

  const stations = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.station)).filter(Boolean))].sort();
  const visible = orders.filter(
    (order) =>
      (order.status !== 'served' || now - order.statusAtMs < SERVED_VISIBLE_MS) &&
      (!station || order.lines.some((line) => line.round === order.round && line.station === station)),
  );

  const move = (order: KitchenOrder, status: OrderStatus) =>
    apiRequest(`/organizations/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(order.id)}/status`, {
      method: 'POST',
      body: { status },
    }).catch((failure: Error) => toast.error(failure.message));

  const bar = (
    <FullpageBar
      back={paths.organization.home(org)}
      backLabel={t('orders.kitchen.back')}
      title={t('orders.kitchen.title')}
    >
      <LiveChip fromCache={fromCache} live={t('orders.kitchen.live')} offline={t('orders.kitchen.offline')} />
      <Box sx={{ flexGrow: 1 }} />
      {locations.length > 1 && (
        <TextField
          select
          size="small"
          label={t('orders.kitchen.location')}
          value={locationId}
          onChange={(event) => setChosenLocation(event.target.value)}
          sx={{ minWidth: 180 }}
        >
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id} sx={{ minHeight: 48 }}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={t('orders.kitchen.station')}
        value={stations.includes(station) ? station : ''}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) => setStation(event.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="" sx={{ minHeight: 48 }}>
          {t('orders.kitchen.allStations')}
        </MenuItem>
        {[...new Set([...stations, ...(station ? [station] : [])])].map((s) => (
          <MenuItem key={s} value={s} sx={{ minHeight: 48 }}>
            {s}
          </MenuItem>
        ))}
      </TextField>
    </FullpageBar>
  );

  return (
    <BoardScreen
      bar={bar}
      error={error ? t('orders.kitchen.listenFailed') : undefined}
      columns={KITCHEN_STATUSES.length}
    >
      {KITCHEN_STATUSES.map((status) => {
        const column = visible.filter((order) => order.status === status);
        return (
          <BoardColumn
            key={status}
            label={t(`orders.kitchen.columns.${status}` as 'orders.kitchen.columns.sent')}
            testId={`kitchen-column-${status}`}
            color={COLUMN_COLORS[status]!}
            count={column.length}
            emptyText={t('orders.kitchen.empty')}
          >
            {column.map((order) => (
              <TicketCard key={order.id} order={order} station={station} now={now} onMove={move} />
            ))}
          </BoardColumn>
        );
      })}
    </BoardScreen>
  );
}
