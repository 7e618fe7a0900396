import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { ModuleType, Ticket } from '@plataforma/domain';
import { toast } from '../../../platform/layout/toast';
import { usePrinter } from '../printing/usePrinter';
import { CartPanel } from './CartPanel';
import type { CartLine } from './cart';
import { TicketDialog, usePrefetchTicketDialog } from './LazyTicketDialog';
import { toastFailure } from './toast-failure';
import { useQuickSale, type QuickSaleRequest } from './useQuickSale';

/**
 * A counter's sale (the restaurant's quick sale, the salon's and the shop's tills): created and paid in one call, its
 * ticket printed on this device's printer, the last one kept to be shown again ('Último ticket').
 */
export function useCounterSale(module: ModuleType) {
  const { t } = useTranslation();
  const sell = useQuickSale(module);
  const printer = usePrinter();
  usePrefetchTicketDialog();
  const [last, setLast] = useState<Ticket>();
  const [showLast, setShowLast] = useState(false);
  /** Charges the sale; `onPaid` readies the till for the next customer. */
  const charge = (request: QuickSaleRequest, onPaid: () => void) =>
    sell.mutate(request, {
      onSuccess: ({ ticket }) => {
        onPaid();
        setLast(ticket);
        toast.success(t('pos.quick.paid', { code: ticket.code }));
        void printer.print(ticket);
      },
      onError: toastFailure,
    });
  return { sell, charge, last, showLast, setShowLast };
}

export type CounterSale = ReturnType<typeof useCounterSale>;

/** 'Último ticket' in a counter's bar, once a sale was made. */
export function LastTicketButton({ sale }: { sale: CounterSale }) {
  const { t } = useTranslation();
  if (!sale.last) return null;
  return (
    <Button size="large" onClick={() => sale.setShowLast(true)}>
      {t('pos.quick.lastTicket')}
    </Button>
  );
}

/** The last sale's ticket, while asked for. */
export function LastTicketDialog({ sale }: { sale: CounterSale }) {
  return sale.showLast && sale.last ? (
    <TicketDialog ticket={sale.last} onClose={() => sale.setShowLast(false)} />
  ) : null;
}

/** A counter's cart: lines not sent anywhere yet (no order behind them), edited until charged. */
export function CounterCart({
  cart,
  busy,
  empty,
  notesPlaceholder,
  adornment,
  onChange,
}: {
  cart: CartLine[];
  busy: boolean;
  empty: string;
  notesPlaceholder: string;
  adornment?: (line: CartLine) => ReactNode;
  onChange: (cart: CartLine[]) => void;
}) {
  return (
    <CartPanel
      order={undefined}
      cart={cart}
      busy={busy}
      texts={{ empty, notesPlaceholder }}
      lineChip={() => undefined}
      adornment={adornment}
      onCartChange={onChange}
      onRemoveOrderLine={() => undefined}
    />
  );
}
