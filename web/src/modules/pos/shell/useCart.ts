import { useCallback, useState } from 'react';
import { addToCart, type CartLine } from './cart';

/** The lines being added to an order, local to the till until they are sent (adding needs no network). */
export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);
  const add = useCallback((line: CartLine) => setLines((current) => addToCart(current, line)), []);
  const clear = useCallback(() => setLines([]), []);
  return { lines, add, set: setLines, clear };
}

export type Cart = ReturnType<typeof useCart>;
