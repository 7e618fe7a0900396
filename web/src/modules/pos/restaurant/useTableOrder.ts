import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { useActiveOrders, useOrder, type OrderActions } from '../shell/api';
import { useKitchenChanges } from '../shell/useKitchenChanges';
import { isUnsent, toLineInput } from '../shell/cart';
import { toastFailure } from '../shell/toast-failure';
import type { Cart } from '../shell/useCart';
import { usePosLocation } from './hooks';

/**
 * The order being taken (?table=&order=): the order of ?order=, else the active order of ?table= (a table opened
 * from a bookmark or another till), else none yet; with its table (none: a takeaway) and the till's catalogue.
 */
export function useTableOrder() {
  const [params, setParams] = useSearchParams();
  const tableParam = params.get('table') ?? '';
  const orderParam = params.get('order') ?? undefined;
  // Asked when the free table was tapped (the tables view), sent with the order's first round.
  const dinersParam = Number(params.get('diners')) || undefined;

  const existing = useOrder(orderParam);
  const { catalog, locationId, location } = usePosLocation(existing.data?.locationId);
  const active = useActiveOrders('restaurant', orderParam ? undefined : locationId);
  useKitchenChanges('restaurant', locationId);
  const orderId = orderParam ?? active.data?.find((o) => tableParam && o.table?.id === tableParam)?.id;
  const current = useOrder(orderId);
  const order: Order | undefined = orderId ? current.data : undefined;
  const table = order?.table ?? location?.tables.find((tb) => tb.id === tableParam);

  /** Puts a new order in the URL, so a reload or the tables view finds it. */
  const opened = (created: Order) => {
    if (!orderParam) setParams({ ...(tableParam ? { table: tableParam } : {}), order: created.id }, { replace: true });
  };
  /** The order went to another table: the URL follows it. */
  const moved = (to: Order) =>
    setParams({ ...(to.table ? { table: to.table.id } : {}), order: to.id }, { replace: true });
  /** The diners of an order not created yet (the first round carries them). */
  const setDiners = (diners: number) =>
    setParams({ ...Object.fromEntries(params), diners: String(diners) }, { replace: true });
  return {
    catalog,
    locationId,
    location,
    order,
    table,
    tableId: table ? tableParam : '',
    diners: order ? order.diners : (dinersParam ?? null),
    setDiners,
    moved,
    loading: (catalog.isPending || current.isPending) && orderId !== undefined && !catalog.data,
    errors: [catalog.error, existing.error ?? current.error].filter((error) => error !== null),
    opened,
  };
}

export type TableOrder = ReturnType<typeof useTableOrder>;

/**
 * 'Enviar a cocina': creates the order (first round) or adds the cart's lines, then sends the unsent lines of the
 * courses not held (`hold`, stored on the order) as a round. The cart empties once the server has the lines, so a
 * failed send leaves them on the order as 'Pendiente de enviar' and the next tap sends them. Answers whether it sent.
 */
export function useSendToKitchen(actions: OrderActions, till: TableOrder, cart: Cart) {
  const { t } = useTranslation();
  const { order, locationId } = till;
  const send = async (hold?: number[]) => {
    if (!locationId) return false;
    try {
      let sent = order;
      if (cart.lines.length > 0) {
        const lines = cart.lines.map(toLineInput);
        sent = sent
          ? await actions.addLines.mutateAsync({ orderId: sent.id, lines })
          : await actions.create.mutateAsync({
              locationId,
              tableId: till.tableId,
              lines,
              ...(till.diners ? { diners: till.diners } : {}),
            });
        cart.clear();
        till.opened(sent);
      }
      if (sent && sent.lines.some(isUnsent)) {
        const after = await actions.send.mutateAsync({ orderId: sent.id, hold });
        toast.success(after.round > sent.round ? t('pos.restaurant.cart.sent') : t('pos.restaurant.courses.allHeld'));
      }
      return true;
    } catch (failure) {
      toastFailure(failure);
      return false;
    }
  };
  const canSend = !!locationId && (cart.lines.length > 0 || (order?.lines.some(isUnsent) ?? false));
  return { send, canSend };
}
