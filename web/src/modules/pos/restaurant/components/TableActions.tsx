import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../platform/layout/toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import { formatCents, isDiscount, MAX_DINERS, type Order, type Table } from '@plataforma/domain';
import { toastFailure } from '../../shell/toast-failure';
import { useTableActions } from '../tables-api';

type Action = 'move' | 'merge' | 'split';

/** A grid of tables to choose one from (free ones to move or split to, seated ones to merge). */
function TablePicker({
  title,
  help,
  tables,
  empty,
  onPick,
  onClose,
}: {
  title: string;
  help?: string;
  tables: { id: string; name: string; detail?: string }[];
  empty: string;
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="table-picker-title">
      <DialogTitle id="table-picker-title">{title}</DialogTitle>
      <DialogContent dividers>
        {help && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {help}
          </Typography>
        )}
        {tables.length === 0 && <Typography>{empty}</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
          {tables.map((table) => (
            <Button
              key={table.id}
              variant="outlined"
              onClick={() => onPick(table.id)}
              sx={{ minHeight: 64, flexDirection: 'column' }}
            >
              <span>{table.name}</span>
              {table.detail && <Typography variant="caption">{table.detail}</Typography>}
            </Button>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Which units of the unpaid lines go to another table (partial quantities), to which free table, with how many. */
function SplitDialog({
  order,
  free,
  busy,
  onConfirm,
  onClose,
}: {
  order: Order;
  free: Table[];
  busy: boolean;
  onConfirm: (body: { tableId: string; lines: { lineId: string; quantity: number }[]; diners?: number }) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const unpaid = order.lines.filter((line) => !isDiscount(line) && !line.paymentId);
  const [taking, setTaking] = useState<Record<string, number>>({});
  const [tableId, setTableId] = useState(free[0]?.id ?? '');
  const [diners, setDiners] = useState('');
  const lines = Object.entries(taking)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  const dinersNumber = Number(diners);
  const dinersValid =
    diners.trim() === '' || (Number.isInteger(dinersNumber) && dinersNumber >= 1 && dinersNumber <= MAX_DINERS);
  const valid = lines.length > 0 && !!tableId && dinersValid;
  const change = (lineId: string, quantity: number) => setTaking((now) => ({ ...now, [lineId]: quantity }));
  const title = t('pos.restaurant.tables.splitTitle', { table: order.table?.name ?? t('pos.restaurant.takeaway') });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="split-title">
      <DialogTitle id="split-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('pos.restaurant.tables.splitHelp')}
        </Typography>
        <Stack spacing={1} sx={{ mb: 2 }}>
          {unpaid.map((line) => {
            const quantity = taking[line.id] ?? 0;
            const label = t('pos.restaurant.tables.quantityOf', { name: line.name });
            return (
              <Stack key={line.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="split-line">
                <Typography sx={{ flexGrow: 1 }}>
                  {line.quantity} × {line.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {formatCents(line.unitPriceCents)}
                  </Typography>
                </Typography>
                <IconButton
                  aria-label={`${label}: −1`}
                  disabled={quantity === 0}
                  onClick={() => change(line.id, quantity - 1)}
                  size="large"
                >
                  <RemoveIcon />
                </IconButton>
                <Typography
                  aria-label={label}
                  role="status"
                  sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}
                >
                  {quantity}
                </Typography>
                <IconButton
                  aria-label={`${label}: +1`}
                  disabled={quantity === line.quantity}
                  onClick={() => change(line.id, quantity + 1)}
                  size="large"
                >
                  <AddIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('pos.restaurant.tables.splitTo')}
            value={tableId}
            onChange={(event) => setTableId(event.target.value)}
            helperText={free.length === 0 ? t('pos.restaurant.tables.noFree') : ' '}
            sx={{ minWidth: 180 }}
          >
            {free.map((table) => (
              <MenuItem key={table.id} value={table.id} sx={{ minHeight: 48 }}>
                {table.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('pos.restaurant.tables.splitDiners')}
            value={diners}
            onChange={(event) => setDiners(event.target.value)}
            error={!dinersValid}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!valid || busy}
          onClick={() => onConfirm({ tableId, lines, ...(diners.trim() ? { diners: dinersNumber } : {}) })}
        >
          {t('pos.restaurant.tables.splitConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The table menu of an order: 'Cambiar de mesa' (to a free table), 'Juntar mesas' (another seated table's order
 * joins this one) and 'Dividir cuenta en otra mesa' (some unpaid units go to a new order at a free table).
 * `onMoved` gets the order's new table (the page follows it).
 */
export function TableActions({
  order,
  tables,
  active,
  onMoved,
}: {
  order: Order;
  /** The location's tables and its active orders (to tell free tables from seated ones). */
  tables: Table[];
  active: Order[];
  onMoved: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const calls = useTableActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const seated = new Map(active.filter((o) => o.table && o.id !== order.id).map((o) => [o.table!.id, o]));
  const free = tables.filter((table) => !seated.has(table.id) && table.id !== order.table?.id);
  const here = order.table?.name ?? t('pos.restaurant.takeaway');
  const close = () => setAction(null);
  const choose = (chosen: Action) => {
    setAnchor(null);
    setAction(chosen);
  };
  const nameOf = (tableId: string) => tables.find((table) => table.id === tableId)?.name ?? '';
  const unpaidUnits = order.lines.filter((l) => !isDiscount(l) && !l.paymentId).reduce((s, l) => s + l.quantity, 0);

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<TableRestaurantIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        disabled={calls.busy}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minHeight: 48 }}
      >
        {t('pos.restaurant.tables.menu')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('move')} sx={{ minHeight: 48 }}>
          {t('pos.restaurant.tables.move')}
        </MenuItem>
        <MenuItem onClick={() => choose('merge')} sx={{ minHeight: 48 }} disabled={seated.size === 0}>
          {t('pos.restaurant.tables.merge')}
        </MenuItem>
        {/* Splitting needs two unpaid units at least: one goes, one stays. */}
        <MenuItem onClick={() => choose('split')} sx={{ minHeight: 48 }} disabled={unpaidUnits < 2}>
          {t('pos.restaurant.tables.split')}
        </MenuItem>
      </Menu>
      {action === 'move' && (
        <TablePicker
          title={t('pos.restaurant.tables.moveTitle', { table: here })}
          tables={free}
          empty={t('pos.restaurant.tables.noFree')}
          onClose={close}
          onPick={(tableId) =>
            calls.move.mutate(
              { orderId: order.id, tableId },
              {
                onSuccess: (moved) => {
                  close();
                  toast.success(t('pos.restaurant.tables.moved', { table: nameOf(tableId) }));
                  onMoved(moved);
                },
                onError: toastFailure,
              },
            )
          }
        />
      )}
      {action === 'merge' && (
        <TablePicker
          title={t('pos.restaurant.tables.mergeTitle', { table: here })}
          help={t('pos.restaurant.tables.mergeHelp', { table: here })}
          tables={[...seated.values()].map((o) => ({
            id: o.id,
            name: o.table!.name,
            detail: formatCents(o.totals.totalCents),
          }))}
          empty={t('pos.restaurant.tables.noOccupied')}
          onClose={close}
          onPick={(fromId) =>
            calls.merge.mutate(
              { orderId: order.id, fromId },
              {
                onSuccess: () => {
                  close();
                  const from = active.find((o) => o.id === fromId)?.table?.name ?? '';
                  toast.success(t('pos.restaurant.tables.merged', { table: from }));
                },
                onError: toastFailure,
              },
            )
          }
        />
      )}
      {action === 'split' && (
        <SplitDialog
          order={order}
          free={free}
          busy={calls.split.isPending}
          onClose={close}
          onConfirm={(body) =>
            calls.split.mutate(
              { orderId: order.id, body },
              {
                onSuccess: () => {
                  close();
                  toast.success(t('pos.restaurant.tables.splitDone', { table: nameOf(body.tableId) }));
                },
                onError: toastFailure,
              },
            )
          }
        />
      )}
    </>
  );
}
