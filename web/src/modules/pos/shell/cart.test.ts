import { describe, expect, it } from 'vitest';
import { addToCart, discountLine, nextLineKey, type CartLine } from './cart';

const plain = (mergeKey: string | undefined, notes = ''): CartLine => ({
  key: nextLineKey(),
  input: { kind: 'dish', dishId: 'd1', quantity: 1, modifiers: [], notes },
  name: 'Caña',
  details: [],
  unitPriceCents: 250,
  vatRate: 10,
  allergens: [],
  quantity: 1,
  notes,
  ...(mergeKey ? { mergeKey } : {}),
});

describe('addToCart', () => {
  it('adds one more to a line of the same plain item', () => {
    const cart = addToCart(addToCart([], plain('dish:d1')), plain('dish:d1'));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(2);
  });

  it('keeps lines with notes, without a merge key, or of another item apart', () => {
    const first = addToCart([], plain('dish:d1', 'sin hielo'));
    expect(addToCart(first, plain('dish:d1'))).toHaveLength(2);
    expect(addToCart([plain('dish:d1')], plain('dish:d1', 'sin hielo'))).toHaveLength(2);
    expect(addToCart([plain(undefined)], plain(undefined))).toHaveLength(2);
    expect(addToCart([plain('dish:d1')], plain('dish:d2'))).toHaveLength(2);
  });

  it('never merges two discounts', () => {
    const discount = () => discountLine('Descuento', 100);
    expect(addToCart([discount()], discount())).toHaveLength(2);
  });
});
