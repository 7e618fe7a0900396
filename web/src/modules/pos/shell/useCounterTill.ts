import { useState } from 'react';
import type { ClientRef, Location, SellingModule } from '@plataforma/domain';
import { useCounterSale } from './CounterSale';
import { toLineInput, type CartLine } from './cart';
import type { QuickPayment } from './QuickSaleParts';
import { useCart } from './useCart';

/** The sale being made at a counter till: its cart, the client it is for and the coupon's code. */
export interface CounterSaleState {
  cart: { lines: CartLine[]; add: (line: CartLine) => void; set: (lines: CartLine[]) => void; clear: () => void };
  client: ClientRef | null;
  setClient: (client: ClientRef | null) => void;
  coupon: string | null;
  setCoupon: (code: string | null) => void;
  /** A new sale (after a payment). */
  reset: () => void;
}

/** A sale kept by the page only (the restaurant's quick sale, the salon's and the academy's tills). */
export function useLocalSale(): CounterSaleState {
  const cart = useCart();
  const [client, setClient] = useState<ClientRef | null>(null);
  const [coupon, setCoupon] = useState<string | null>(null);
  const reset = () => {
    cart.clear();
    setCoupon(null);
    setClient(null);
  };
  return { cart, client, setClient, coupon, setCoupon, reset };
}

/** Where the till sells (useTillCatalog's answer): its catalogue query, its location. */
export interface TillPlace {
  catalog: { data?: unknown; isPending: boolean; error: Error | null };
  locationId: string | undefined;
  location: Pick<Location, 'id' | 'name' | 'timezone'> | undefined;
}

/**
 * A counter till's sale (the restaurant's quick sale, the salon's, the shop's and the academy's tills): whether it
 * can be charged now, and charging it in one call (its lines, the coupon, the client), the till readied for the next
 * customer once paid. `beforeCharge` is the till's own check ('choose a student first'): false stops the charge.
 * `canCharge` is a till's extra condition to enable the charge buttons (the restaurant's: something to pay);
 * `afterPaid`, what else the till clears for the next customer.
 */
export function useCounterTill(
  module: SellingModule,
  place: TillPlace,
  sale: CounterSaleState,
  {
    beforeCharge,
    canCharge = true,
    afterPaid,
  }: { beforeCharge?: () => boolean; canCharge?: boolean; afterPaid?: () => void } = {},
) {
  const counter = useCounterSale(module);
  const { locationId } = place;
  const ready = !!locationId && sale.cart.lines.length > 0 && canCharge && !counter.sell.isPending;

  const charge = (payment: QuickPayment) => {
    if (!locationId || (beforeCharge && !beforeCharge())) return;
    counter.charge(
      {
        locationId,
        lines: sale.cart.lines.map(toLineInput),
        payment,
        ...(sale.coupon ? { coupon: sale.coupon } : {}),
        ...(sale.client ? { clientId: sale.client.id } : {}),
      },
      () => {
        sale.reset();
        afterPaid?.();
      },
    );
  };

  return { counter, sell: counter.sell, place, sale, ready, charge };
}

export type CounterTill = ReturnType<typeof useCounterTill>;
