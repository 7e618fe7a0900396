import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import {
  can,
  computeTotals,
  formatCents,
  foldText,
  type Allergen,
  type Order,
  type OrderLine,
  type PaymentBody,
  type PaymentResult,
  type RestaurantPosCatalog,
} from '@plataforma/domain';
import { useCurrentOrganization } from '../../../../platform/organizations/current';
import { useOrganizationSlug } from '../../../../platform/routing/paths';
import { posPaths } from '../../paths';
import { AllergenIcons } from '../../../restaurant';
import { useActiveOrders, useOrder, useOrderActions } from '../api';
import { dishLine, isUnsent, toLineInput, type CartLine } from '../cart';
import { ComboDialog, DailyMenuDialog, isSoldOut, ModifierDialog } from '../components/ChoiceDialogs';
import { CartPanel } from '../components/CartPanel';
import { DiscountDialog } from '../components/DiscountDialog';
import { PaymentDialog } from '../components/PaymentDialog';
import { PosBar } from '../components/PosBar';
import { TicketDialog } from '../components/TicketDialog';
import { usePosLocation } from '../hooks';

/** One button of the grid: a dish, a combo or the menú del día. */
interface Item {
  key: string;
  type: 'dish' | 'combo' | 'dailyMenu';
  id: string;
  name: string;
  priceCents: number;
  allergens: Allergen[];
  soldOut: boolean;
  categoryId: string;
}

const TAB_ALL = 'all';
const TAB_COMBOS = 'combos';
const TAB_MENU = 'dailyMenu';

function catalogItems(catalog: RestaurantPosCatalog): Item[] {
  const items: Item[] = [];
  if (catalog.dailyMenu)
    items.push({
      key: 'menu',
      type: 'dailyMenu',
      id: catalog.dailyMenu.date,
      name: catalog.dailyMenu.name,
      priceCents: catalog.dailyMenu.priceCents,
      allergens: [],
      soldOut: false,
      categoryId: TAB_MENU,
    });
  const active = new Set(catalog.categories.map((c) => c.id));
  for (const dish of catalog.dishes.filter((d) => active.has(d.categoryId)))
    items.push({
      key: `dish-${dish.id}`,
      type: 'dish',
      id: dish.id,
      name: dish.name,
      priceCents: dish.priceCents,
      allergens: dish.allergens,
      soldOut: isSoldOut(dish),
      categoryId: dish.categoryId,
    });
  for (const combo of catalog.combos)
    items.push({
      key: `combo-${combo.id}`,
      type: 'combo',
      id: combo.id,
      name: combo.name,
      priceCents: combo.priceCents,
      allergens: [],
      soldOut: false,
      categoryId: TAB_COMBOS,
    });
  return items;
}

type Dialog =
  | { type: 'dish'; id: string }
  | { type: 'combo'; id: string }
  | { type: 'dailyMenu' }
  | { type: 'discount' }
  | { type: 'payment' }
  | { type: 'ticket'; result: PaymentResult }
  | null;

/**
 * /{organization}/pos/restaurant/order?table=&order=: taking an order at a table (or a takeaway with no table).
 * Adding to the cart is local; 'Enviar a cocina' creates the order or adds a round, then sends it; 'Cuenta' and
 * 'Cobrar' close it. Keyboard: '/' searches, arrows move through the grid, Enter adds, Esc closes a dialog.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const org = useOrganizationSlug();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tableId = params.get('table') ?? '';
  const orderParam = params.get('order') ?? undefined;

  const existing = useOrder(orderParam);
  const { catalog, locationId, location } = usePosLocation(existing.data?.locationId);
  // A table opened without its order (a bookmark, another till): find its active order.
  const active = useActiveOrders(orderParam ? undefined : locationId);
  const tableOrderId = orderParam ?? active.data?.find((o) => tableId && o.table?.id === tableId)?.id;
  const current = useOrder(tableOrderId);
  const order: Order | undefined = tableOrderId ? current.data : undefined;

  const actions = useOrderActions();
  const busy = [
    actions.create,
    actions.addLines,
    actions.send,
    actions.removeLine,
    actions.requestBill,
    actions.pay,
  ].some((m) => m.isPending);

  const [cart, setCart] = useState<CartLine[]>([]);
  const [tab, setTab] = useState(TAB_ALL);
  const [search, setSearch] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  const data = catalog.data;
  const items = useMemo(() => (data ? catalogItems(data) : []), [data]);
  const query = foldText(search.trim());
  const shown = items.filter((item) =>
    query ? foldText(item.name).includes(query) : tab === TAB_ALL || item.categoryId === tab,
  );

  const table = order?.table ?? location?.tables.find((tb) => tb.id === tableId);
  const title = table ? table.name : t('pos.restaurant.takeaway');

  const add = (line: CartLine) => {
    setDialog(null);
    setCart((lines) => {
      // The same dish with nothing chosen again is one more of the same line.
      const same = lines.find(
        (l) =>
          l.input.kind === 'dish' &&
          line.input.kind === 'dish' &&
          l.input.dishId === line.input.dishId &&
          l.details.length === 0 &&
          line.details.length === 0 &&
          !l.notes &&
          !line.notes,
      );
      return same ? lines.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l)) : [...lines, line];
    });
  };

  const choose = (item: Item) => {
    if (!data || item.soldOut) return;
    if (item.type === 'dish') {
      const dish = data.dishes.find((d) => d.id === item.id)!;
      if (dish.modifierGroupIds.length === 0) add(dishLine(dish, [], {}));
      else setDialog({ type: 'dish', id: dish.id });
    } else if (item.type === 'combo') setDialog({ type: 'combo', id: item.id });
    else setDialog({ type: 'dailyMenu' });
  };

  // '/' focuses the search from anywhere but a text field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing =
        target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.isContentEditable);
      if (event.key === '/' && !typing && !dialog) {
        event.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog]);

  const columns = () => {
    const grid = gridRef.current;
    if (!grid) return 1;
    return Math.max(1, getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  };
  const onSearchKey = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns(), ArrowUp: -columns() };
    if (event.key in moves) {
      event.preventDefault();
      setHighlight((h) => Math.min(Math.max(0, h + moves[event.key]!), Math.max(0, shown.length - 1)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = shown[Math.min(highlight, shown.length - 1)];
      if (item) choose(item);
    } else if (event.key === 'Escape' && search) {
      setSearch('');
    }
  };

  const fail = (failure: unknown) => toast.error(failure instanceof Error ? failure.message : t('errors.internal'));

  const sendToKitchen = async () => {
    if (!locationId) return;
    try {
      let sent = order;
      if (cart.length > 0) {
        const lines = cart.map(toLineInput);
        sent = sent
          ? await actions.addLines.mutateAsync({ orderId: sent.id, lines })
          : await actions.create.mutateAsync({ locationId, tableId: table ? tableId : '', lines });
        setCart([]);
        if (!orderParam) setParams({ ...(tableId ? { table: tableId } : {}), order: sent.id }, { replace: true });
      }
      if (sent && sent.lines.some(isUnsent)) {
        await actions.send.mutateAsync(sent.id);
        toast.success(t('pos.restaurant.cart.sent'));
      }
    } catch (failure) {
      fail(failure);
    }
  };

  const removeOrderLine = (line: OrderLine) =>
    order && actions.removeLine.mutate({ orderId: order.id, lineId: line.id }, { onError: fail });

  const requestBill = () =>
    order &&
    actions.requestBill.mutate(order.id, {
      onSuccess: () => toast.success(t('pos.restaurant.cart.billMarked')),
      onError: fail,
    });

  const pay = (body: PaymentBody) =>
    order &&
    actions.pay.mutate(
      { orderId: order.id, body },
      {
        onSuccess: (result) => {
          setDialog({ type: 'ticket', result });
          if (result.order.status === 'paid') toast.success(t('pos.restaurant.paidToast'));
          else toast.success(t('pos.restaurant.partialToast', { amount: formatCents(result.order.dueCents) }));
        },
        onError: fail,
      },
    );

  const closeTicket = (result: PaymentResult) => {
    setDialog(null);
    if (result.order.status === 'paid') navigate(posPaths.restaurant(org));
  };

  const totals = computeTotals([...(order?.lines ?? []), ...cart]);
  const unsentOnServer = order?.lines.some(isUnsent) ?? false;
  const mayDiscount = can(useCurrentOrganization()?.role, 'orders.manage');
  const closed = order && (order.status === 'paid' || order.status === 'cancelled');
  const categoryTabs = data
    ? [
        { value: TAB_ALL, label: t('pos.restaurant.order.all') },
        ...(data.dailyMenu ? [{ value: TAB_MENU, label: t('pos.restaurant.order.dailyMenu') }] : []),
        ...data.categories.map((c) => ({ value: c.id, label: c.name })),
        ...(data.combos.length ? [{ value: TAB_COMBOS, label: t('pos.restaurant.order.combos') }] : []),
      ]
    : [];

  const dishDialog = dialog?.type === 'dish' ? data?.dishes.find((d) => d.id === dialog.id) : undefined;
  const comboDialog = dialog?.type === 'combo' ? data?.combos.find((c) => c.id === dialog.id) : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <PosBar back={posPaths.restaurant(org)} backLabel={t('pos.restaurant.order.tables')} title={title}>
        {order && <Chip label={t(`orderStatuses.${order.status}`)} />}
        {order?.billRequested && <Chip color="error" label={t('pos.restaurant.cart.billRequested')} />}
        <Box sx={{ flexGrow: 1 }} />
        <TextField
          inputRef={searchRef}
          size="small"
          placeholder={t('pos.restaurant.order.searchHint')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setHighlight(0);
          }}
          onKeyDown={onSearchKey}
          slotProps={{
            htmlInput: { 'aria-label': t('pos.restaurant.order.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ minWidth: 260 }}
        />
      </PosBar>
      {(catalog.isPending || current.isPending) && tableOrderId !== undefined && !data && (
        <CircularProgress aria-label={t('common.loading')} sx={{ m: 2 }} />
      )}
      {catalog.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {catalog.error.message}
        </Alert>
      )}
      {(existing.error || current.error) && (
        <Alert severity="error" sx={{ m: 2 }}>
          {(existing.error ?? current.error)!.message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0, flexDirection: { xs: 'column', md: 'row' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <Tabs
            value={query ? false : tab}
            onChange={(_, value: string) => {
              setTab(value);
              setHighlight(0);
            }}
            variant="scrollable"
            scrollButtons="auto"
            sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 56 } }}
          >
            {categoryTabs.map((c) => (
              <Tab key={c.value} value={c.value} label={c.label} />
            ))}
          </Tabs>
          <Box sx={{ overflow: 'auto', p: 1.5, flexGrow: 1 }}>
            {data && shown.length === 0 && (
              <Typography color="text.secondary">{t('pos.restaurant.order.noDishes')}</Typography>
            )}
            <Box
              ref={gridRef}
              role="list"
              aria-label={t('pos.restaurant.title')}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}
            >
              {shown.map((item, index) => (
                <Box role="listitem" key={item.key} sx={{ display: 'flex' }}>
                  <ButtonBase
                    data-testid="pos-item"
                    data-highlighted={query && index === highlight ? 'true' : undefined}
                    disabled={item.soldOut || !!closed}
                    onClick={() => choose(item)}
                    aria-label={`${item.name}, ${formatCents(item.priceCents)}${item.soldOut ? `, ${t('pos.restaurant.order.soldOut')}` : ''}`}
                    sx={{
                      flexGrow: 1,
                      minHeight: 96,
                      p: 1.25,
                      borderRadius: 2,
                      border: 2,
                      borderColor: query && index === highlight ? 'primary.main' : 'divider',
                      bgcolor: item.type === 'dish' ? 'background.paper' : 'action.hover',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      justifyContent: 'space-between',
                      textAlign: 'left',
                      opacity: item.soldOut ? 0.5 : 1,
                    }}
                  >
                    <Typography sx={{ fontWeight: 600, lineHeight: 1.2 }}>{item.name}</Typography>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 0.5 }}>
                      <AllergenIcons allergens={item.allergens} size={14} />
                      <Typography sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
                        {item.soldOut ? t('pos.restaurant.order.soldOut') : formatCents(item.priceCents)}
                      </Typography>
                    </Box>
                  </ButtonBase>
                </Box>
              ))}
            </Box>
          </Box>
        </Box>
        <Box
          component="aside"
          sx={{
            width: { xs: '100%', md: 400 },
            flexShrink: 0,
            borderLeft: { md: 1 },
            borderTop: { xs: 1, md: 0 },
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            minHeight: 0,
          }}
        >
          <Box sx={{ overflow: 'auto', flexGrow: 1, px: 2 }}>
            {closed && (
              <Alert severity="info" sx={{ my: 1 }}>
                {t('pos.restaurant.order.paidAlready')}
              </Alert>
            )}
            <CartPanel
              order={order}
              cart={cart}
              busy={busy}
              onCartChange={setCart}
              onRemoveOrderLine={removeOrderLine}
            />
          </Box>
          <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            {totals.vat.map((row) => (
              <Box key={row.rate} sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2" color="text.secondary">
                  {t('pos.restaurant.cart.vatRow', { rate: row.rate, base: formatCents(row.baseCents) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatCents(row.vatCents)}
                </Typography>
              </Box>
            ))}
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
              data-testid="pos-total"
            >
              <Typography variant="h6">{t('pos.restaurant.cart.total')}</Typography>
              <Typography variant="h5">{formatCents(totals.totalCents)}</Typography>
            </Box>
            {order && order.paidCents > 0 && (
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography>{t('pos.restaurant.cart.due')}</Typography>
                <Typography>{formatCents(order.dueCents)}</Typography>
              </Box>
            )}
            <Stack spacing={1} sx={{ mt: 1 }}>
              <Button
                variant="contained"
                size="large"
                sx={{ minHeight: 56 }}
                disabled={busy || !!closed || !locationId || (cart.length === 0 && !unsentOnServer)}
                onClick={() => void sendToKitchen()}
              >
                {t('pos.restaurant.cart.send')}
              </Button>
              <Stack direction="row" spacing={1}>
                {mayDiscount && (
                  <Button
                    variant="outlined"
                    size="large"
                    sx={{ minHeight: 56, flex: 1 }}
                    disabled={busy || !!closed}
                    onClick={() => setDialog({ type: 'discount' })}
                  >
                    {t('pos.restaurant.discount.button')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  size="large"
                  sx={{ minHeight: 56, flex: 1 }}
                  disabled={busy || !order || !!closed || order.billRequested}
                  onClick={requestBill}
                >
                  {t('pos.restaurant.cart.bill')}
                </Button>
                <Button
                  variant="contained"
                  color="success"
                  size="large"
                  sx={{ minHeight: 56, flex: 1 }}
                  disabled={busy || !order || !!closed || cart.length > 0 || order.dueCents <= 0}
                  onClick={() => setDialog({ type: 'payment' })}
                >
                  {t('pos.restaurant.cart.charge')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </Box>
      </Box>
      {dishDialog && data && (
        <ModifierDialog
          dish={dishDialog}
          groups={dishDialog.modifierGroupIds.flatMap((id) => data.modifierGroups.filter((g) => g.id === id))}
          onConfirm={add}
          onClose={() => setDialog(null)}
        />
      )}
      {comboDialog && data && (
        <ComboDialog combo={comboDialog} dishes={data.dishes} onConfirm={add} onClose={() => setDialog(null)} />
      )}
      {dialog?.type === 'dailyMenu' && data?.dailyMenu && (
        <DailyMenuDialog menu={data.dailyMenu} onConfirm={add} onClose={() => setDialog(null)} />
      )}
      {dialog?.type === 'discount' && <DiscountDialog onConfirm={add} onClose={() => setDialog(null)} />}
      {dialog?.type === 'payment' && order && (
        <PaymentDialog order={order} busy={actions.pay.isPending} onSubmit={pay} onClose={() => setDialog(null)} />
      )}
      {dialog?.type === 'ticket' && (
        <TicketDialog ticket={dialog.result.ticket} onClose={() => closeTicket(dialog.result)} />
      )}
    </Box>
  );
}
