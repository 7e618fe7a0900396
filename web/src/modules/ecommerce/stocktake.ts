import type { StockItem } from '@plataforma/domain';

/** A counted line: what the item holds, what was counted, and the difference to book. */
export interface CountLine {
  item: StockItem;
  counted: number;
  difference: number;
}

/** The lines with a count typed (a blank count is not counted), in the sheet's order. */
export function countLines(items: readonly StockItem[], counts: ReadonlyMap<string, string>): CountLine[] {
  return items.flatMap((item) => {
    const typed = counts.get(item.id);
    if (typed === undefined || typed.trim() === '') return [];
    const counted = Number(typed);
    if (!Number.isInteger(counted) || counted < 0) return [];
    return [{ item, counted, difference: counted - item.quantity }];
  });
}
