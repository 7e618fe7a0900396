import {
  capDiscounts,
  centsToInput,
  computeTotals,
  type Allergen,
  type LineInput,
  type Order,
  type OrderLine,
  type VatRate,
} from '@plataforma/domain';

/** A line of the cart: what will be asked of the server, and what the till shows meanwhile (display only). */
export interface CartLine {
  key: string;
  input: LineInput;
  name: string;
  details: string[];
  unitPriceCents: number;
  vatRate: VatRate;
  allergens: Allergen[];
  quantity: number;
  notes: string;
  /** Lines with the same merge key and no notes are one line (a plain item tapped twice); none: never merged. */
  mergeKey?: string;
}

let sequence = 0;
/** A key for a new cart line (React's list key; never sent). */
export const nextLineKey = () => `l${++sequence}`;

/** Adds a line to the cart: one more of the same plain item, or a new line. */
export function addToCart(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const same =
    line.mergeKey !== undefined && !line.notes
      ? lines.find((l) => l.mergeKey === line.mergeKey && !l.notes)
      : undefined;
  return same ? lines.map((l) => (l === same ? { ...l, quantity: l.quantity + 1 } : l)) : [...lines, line];
}

/** Lines sold one at a time, without notes: a discount, a gift voucher, a salon pack, a course or a course pack. */
const SINGLE_KINDS: ReadonlySet<LineInput['kind']> = new Set([
  'discount',
  'voucher',
  'pack',
  'elearningCourse',
  'elearningPack',
]);

/** What the server is asked to sell for a cart line (a single line as it is; the others with quantity and notes). */
export const toLineInput = (line: CartLine): LineInput =>
  SINGLE_KINDS.has(line.input.kind)
    ? line.input
    : ({ ...line.input, quantity: line.quantity, notes: line.notes } as LineInput);

/**
 * A discount line: a positive amount the server turns into a negative line, capped at what is due. It has no VAT
 * rate: it lowers the bases of the other lines (computeTotals shares it out, as the server does).
 */
export function discountLine(name: string, cents: number): CartLine {
  return {
    key: nextLineKey(),
    input: { kind: 'discount', name, amount: centsToInput(cents) },
    name,
    details: [],
    unitPriceCents: -cents,
    vatRate: 0,
    allergens: [],
    quantity: 1,
    notes: '',
  };
}

/** Lines the kitchen still has to receive (discounts and gift vouchers sold never go to the kitchen). */
export const isUnsent = (line: Pick<OrderLine, 'round' | 'kind'>) =>
  line.round === null && line.kind !== 'discount' && line.kind !== 'voucher';

/**
 * The order's totals with the cart's lines (display only: the server prices the order itself); a discount of the
 * cart lowers the lines' bases as the server's does, capped at what is due.
 */
export function cartTotals(order: Pick<Order, 'lines' | 'payments'> | undefined, cart: readonly CartLine[]) {
  const lines = capDiscounts(
    [
      ...(order?.lines ?? []),
      ...cart.map((line) => ({
        ...line,
        kind: line.input.kind,
        id: line.key,
        paymentId: null,
        totalCents: line.unitPriceCents * line.quantity,
      })),
    ],
    order?.payments ?? [],
  );
  return computeTotals(lines);
}

/**
 * What the phone's order tab counts: the units on the order and in the cart (two cañas are 2), discounts left out,
 * so every tap on the menu shows, even one that adds to a line already there.
 */
export function countUnits(order: Pick<Order, 'lines'> | undefined, cart: readonly CartLine[]): number {
  const sum = (quantities: number[]) => quantities.reduce((total, quantity) => total + quantity, 0);
  return (
    sum((order?.lines ?? []).filter((line) => line.kind !== 'discount').map((line) => line.quantity)) +
    sum(cart.filter((line) => line.input.kind !== 'discount').map((line) => line.quantity))
  );
}
