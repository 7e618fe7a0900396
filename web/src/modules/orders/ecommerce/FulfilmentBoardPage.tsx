import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChecklistIcon from '@mui/icons-material/Checklist';
import {
  canMoveFulfilment,
  DEFAULT_TIMEZONE,
  formatCents,
  FULFILMENT_BOARD_COLUMNS,
  nextFulfilmentStatus,
  todayIn,
  type FulfilmentStatus,
  type FulfilmentStatusBody,
} from '@plataforma/domain';
import { apiRequest } from '../../../platform/api/client';
import { FullpageBar } from '../../../platform/layout/FullpageBar';
import { toast } from '../../../platform/layout/toast';
import { useCurrentOrganization } from '../../../platform/organizations/current';
import { paths, useOrganizationSlug } from '../../../platform/routing/paths';
import { BoardCard, BoardColumn, BoardScreen, LiveChip, MoveBackButton } from '../board/Board';
import { cardCode, useFulfilments, type BoardFulfilment } from './useFulfilments';

// The dialogs load when asked for: the board is what the shop waits for.
const PickingDialog = lazy(() => import('./PickingDialog').then((m) => ({ default: m.PickingDialog })));
const ShipDialog = lazy(() => import('./ShipDialog').then((m) => ({ default: m.ShipDialog })));

const CLOSED_COLUMNS: FulfilmentStatus[] = ['cancelled', 'refunded'];
const COLUMN_COLORS: Record<FulfilmentStatus, string> = {
  pending: 'text.disabled',
  paid: 'info.main',
  preparing: 'warning.main',
  shipped: 'secondary.main',
  delivered: 'success.main',
  cancelled: 'error.main',
  refunded: 'error.main',
};
/** One step back on the board (a wrong tap), where the rules allow it. */
const PREVIOUS: Partial<Record<FulfilmentStatus, FulfilmentStatus>> = {
  preparing: 'paid',
  shipped: 'preparing',
  delivered: 'shipped',
};

const time = (ms: number) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: DEFAULT_TIMEZONE, hour: '2-digit', minute: '2-digit' }).format(ms);

function FulfilmentCard({
  fulfilment: f,
  onMove,
  onPicking,
}: {
  fulfilment: BoardFulfilment;
  onMove: (f: BoardFulfilment, status: FulfilmentStatus) => void;
  onPicking: (f: BoardFulfilment) => void;
}) {
  const { t } = useTranslation();
  const next = nextFulfilmentStatus(f.status, f.delivery);
  const previous = PREVIOUS[f.status];
  const back = previous && canMoveFulfilment(f.status, previous, f.delivery) ? previous : undefined;
  const units = f.picking.reduce((sum, line) => sum + line.quantity, 0);
  const delivery =
    f.delivery.kind === 'shipping'
      ? t('orders.shop.shipping', { city: f.delivery.address.city })
      : f.delivery.kind === 'pickup'
        ? t('orders.shop.pickup')
        : t('orders.shop.counter');
  return (
    <BoardCard
      testId="fulfilment-card"
      label={t('orders.shop.card', { code: cardCode(f), status: t(`orders.shop.statuses.${f.status}`) })}
    >
      <ButtonBase
        disabled={!next}
        onClick={() => next && onMove(f, next)}
        aria-label={next ? t('orders.shop.moveTo', { status: t(`orders.shop.statuses.${next}`) }) : undefined}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1.5, pr: back ? 6 : 1.5, minHeight: 48 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="h6" component="h3">
            {cardCode(f)}
          </Typography>
          <Typography color="text.secondary">{time(f.createdAtMs)}</Typography>
        </Box>
        {f.client && <Typography sx={{ fontWeight: 600 }}>{f.client.name}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {[delivery, t('orders.shop.units', { count: units }), formatCents(f.totalCents)].join(' · ')}
        </Typography>
        {f.tracking && (
          <Typography variant="body2">
            {t('orders.shop.trackingOf', { carrier: f.carrier, tracking: f.tracking })}
          </Typography>
        )}
        <Chip
          size="small"
          sx={{ mt: 0.5 }}
          label={f.source === 'online' ? t('orders.shop.online') : t('orders.shop.counter')}
        />
      </ButtonBase>
      <Box sx={{ px: 1, pb: 1 }}>
        <Button size="small" startIcon={<ChecklistIcon />} onClick={() => onPicking(f)} sx={{ minHeight: 40 }}>
          {t('orders.shop.picking')}
        </Button>
      </Box>
      {back && (
        <MoveBackButton
          onClick={() => onMove(f, back)}
          label={t('orders.shop.moveBack', { status: t(`orders.shop.statuses.${back}`) })}
        />
      )}
    </BoardCard>
  );
}

/**
 * /{organization}/orders/ecommerce (fullpage): the shop's orders in columns pendiente / pagado / preparando / enviado
 * / entregado, live through Firestore listeners; a tap moves a card on (shipping asks for the carrier and tracking), the
 * arrow undoes a wrong tap; the picking list of an order opens in a printable dialog. Counter sales arrive entregado:
 * the column shows the chosen day's (today by default); cancelled and refunded ones are behind a switch.
 */
export default function FulfilmentBoardPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const organizationId = useCurrentOrganization()?.id ?? '';
  const today = todayIn(DEFAULT_TIMEZONE);
  const [date, setDate] = useState(today);
  const [showClosed, setShowClosed] = useState(false);
  const [picking, setPicking] = useState<BoardFulfilment | null>(null);
  const [shipping, setShipping] = useState<BoardFulfilment | null>(null);
  const { fulfilments, error, fromCache } = useFulfilments(organizationId, date);
  const columns = [...FULFILMENT_BOARD_COLUMNS, ...(showClosed ? CLOSED_COLUMNS : [])];

  const post = (f: BoardFulfilment, body: FulfilmentStatusBody) =>
    apiRequest(
      `/organizations/${encodeURIComponent(organizationId)}/ecommerce/fulfilments/${encodeURIComponent(f.orderId)}/status`,
      { method: 'POST', body },
    ).then(
      () => true,
      (failure: Error) => {
        toast.error(failure.message);
        return false;
      },
    );
  const move = (f: BoardFulfilment, status: FulfilmentStatus) => {
    if (status === 'shipped' && f.status === 'preparing') return setShipping(f);
    void post(f, { status });
  };

  const bar = (
    <FullpageBar back={paths.organization.home(org)} backLabel={t('orders.shop.back')} title={t('orders.shop.title')}>
      <LiveChip fromCache={fromCache} live={t('orders.shop.live')} offline={t('orders.shop.offline')} />
      <Box sx={{ flexGrow: 1 }} />
      <TextField
        type="date"
        size="small"
        label={t('orders.shop.date')}
        value={date}
        onChange={(event) => setDate(event.target.value || today)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      {date !== today && (
        <Button size="large" onClick={() => setDate(today)}>
          {t('orders.shop.today')}
        </Button>
      )}
      <FormControlLabel
        control={<Switch checked={showClosed} onChange={(event) => setShowClosed(event.target.checked)} />}
        label={t('orders.shop.showClosed')}
      />
    </FullpageBar>
  );

  return (
    <BoardScreen
      bar={bar}
      error={error ? t('orders.shop.listenFailed') : undefined}
      columns={columns.length}
      dialogs={
        <Suspense fallback={null}>
          {picking && <PickingDialog fulfilment={picking} onClose={() => setPicking(null)} />}
          {shipping && (
            <ShipDialog
              fulfilment={shipping}
              onShip={async (carrier, tracking) => {
                if (await post(shipping, { status: 'shipped', carrier, tracking })) setShipping(null);
              }}
              onClose={() => setShipping(null)}
            />
          )}
        </Suspense>
      }
    >
      {columns.map((status) => {
        const column = fulfilments.filter((f) => f.status === status);
        return (
          <BoardColumn
            key={status}
            label={t(`orders.shop.statuses.${status}`)}
            testId={`fulfilment-column-${status}`}
            color={COLUMN_COLORS[status]}
            count={column.length}
            emptyText={t('orders.shop.empty')}
          >
            {column.map((f) => (
              <FulfilmentCard key={f.orderId} fulfilment={f} onMove={move} onPicking={setPicking} />
            ))}
          </BoardColumn>
        );
      })}
    </BoardScreen>
  );
}
