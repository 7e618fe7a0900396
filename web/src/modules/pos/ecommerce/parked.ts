import { useCallback } from 'react';
import type { ClientRef } from '@plataforma/domain';
import { readDeviceChoice, useDeviceChoice, type ChoiceParser } from '../../../platform/device/device-choice';
import { addToCart, nextLineKey, type CartLine } from '../shell/cart';

/**
 * A sale put aside at the shop's counter ('Aparcar'): the next customer is served, and it is taken up again later.
 * Parked sales belong to the device (a till), per organization and location, in localStorage: they survive a reload
 * and are never on the server (nothing is sold or reserved until it is paid).
 */
export interface ParkedSale {
  id: string;
  /** What the assistant called it ('Señora del abrigo'), or ''. */
  name: string;
  parkedAt: string;
  client: ClientRef | null;
  coupon: string | null;
  lines: CartLine[];
}

/** At most this many sales aside: beyond, the oldest is the one to finish first. */
export const MAX_PARKED_SALES = 20;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isLine = (value: unknown): value is CartLine =>
  isObject(value) &&
  isObject(value.input) &&
  typeof value.name === 'string' &&
  Array.isArray(value.details) &&
  typeof value.unitPriceCents === 'number' &&
  typeof value.quantity === 'number';

/** Stored parked sales, leaving out any that does not read as one (an older or damaged entry). */
const parseParked: ChoiceParser<ParkedSale[]> = (value) =>
  Array.isArray(value)
    ? value.filter(
        (sale): sale is ParkedSale =>
          isObject(sale) &&
          typeof sale.id === 'string' &&
          typeof sale.name === 'string' &&
          typeof sale.parkedAt === 'string' &&
          Array.isArray(sale.lines) &&
          sale.lines.every(isLine),
      )
    : undefined;

const NONE: ParkedSale[] = [];

export const parkedSalesKey = (organizationId: string, locationId: string) =>
  `pos.ecommerce.parked.${organizationId}.${locationId}`;

/** A parked sale's total, as the cart shows it. */
export const parkedTotalCents = (sale: Pick<ParkedSale, 'lines'>) =>
  sale.lines.reduce((total, line) => total + line.unitPriceCents * line.quantity, 0);

/**
 * The parked sales of this device's till at a location, and putting a sale aside or taking it up again. Each change
 * reads what is stored at that moment (two changes in one tap, or another tab's, never undo each other).
 */
export function useParkedSales(organizationId: string, locationId: string | undefined) {
  const key = parkedSalesKey(organizationId, locationId ?? '');
  const [sales, save] = useDeviceChoice(key, parseParked, NONE);
  const stored = useCallback(() => readDeviceChoice(key, parseParked) ?? NONE, [key]);
  const park = useCallback(
    (sale: Omit<ParkedSale, 'id' | 'parkedAt'>) =>
      save(
        [...stored(), { ...sale, id: crypto.randomUUID().slice(0, 8), parkedAt: new Date().toISOString() }].slice(
          -MAX_PARKED_SALES,
        ),
      ),
    [stored, save],
  );
  /** Takes a parked sale out of the list: its lines with new keys (this page's keys may have met them already). */
  const take = useCallback(
    (id: string): ParkedSale | undefined => {
      const sale = stored().find((s) => s.id === id);
      if (!sale) return undefined;
      save(stored().filter((s) => s.id !== id));
      return { ...sale, lines: sale.lines.map((line) => ({ ...line, key: nextLineKey() })) };
    },
    [stored, save],
  );
  const discard = useCallback((id: string) => save(stored().filter((s) => s.id !== id)), [stored, save]);
  return { sales: locationId ? sales : NONE, park, take, discard };
}

/** The sale being made at the counter: its lines, client and coupon. */
export type CurrentSale = Omit<ParkedSale, 'id' | 'name' | 'parkedAt'>;

const EMPTY_SALE: CurrentSale = { client: null, coupon: null, lines: [] };

const parseCurrent: ChoiceParser<CurrentSale> = (value) =>
  isObject(value) && Array.isArray(value.lines) && value.lines.every(isLine)
    ? {
        lines: value.lines,
        client: isObject(value.client) ? (value.client as unknown as ClientRef) : null,
        coupon: typeof value.coupon === 'string' ? value.coupon : null,
      }
    : undefined;

export const currentSaleKey = (organizationId: string, locationId: string) =>
  `pos.ecommerce.sale.${organizationId}.${locationId}`;

/**
 * The counter's sale, kept on the device as it changes (a reload, or a trip to the parked sales, loses nothing): the
 * cart's calls (add, set, clear) as the shell's useCart has them, and its client and coupon.
 */
export function useCurrentSale(organizationId: string, locationId: string | undefined) {
  const key = currentSaleKey(organizationId, locationId ?? '');
  const [sale, save] = useDeviceChoice(key, parseCurrent, EMPTY_SALE);
  const change = useCallback(
    (update: (current: CurrentSale) => CurrentSale) => save(update(readDeviceChoice(key, parseCurrent) ?? EMPTY_SALE)),
    [key, save],
  );
  const cart = {
    lines: sale.lines,
    add: useCallback((line: CartLine) => change((s) => ({ ...s, lines: addToCart(s.lines, line) })), [change]),
    set: useCallback((lines: CartLine[]) => change((s) => ({ ...s, lines })), [change]),
    clear: useCallback(() => change((s) => ({ ...s, lines: [] })), [change]),
  };
  return {
    sale,
    cart,
    // As the counter screen takes a sale (CounterSaleState).
    client: sale.client,
    coupon: sale.coupon,
    setClient: useCallback((client: ClientRef | null) => change((s) => ({ ...s, client })), [change]),
    setCoupon: useCallback((coupon: string | null) => change((s) => ({ ...s, coupon })), [change]),
    /** A new sale (after a payment, or when this one is parked). */
    reset: useCallback(() => save(EMPTY_SALE), [save]),
    /** This sale is `next` now (a parked one taken up again). */
    replace: save,
  };
}
