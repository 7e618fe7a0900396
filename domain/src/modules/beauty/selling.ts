import { addDays } from '../../platform/dates';

/**
 * What one session of each item of a pack is worth: the pack's price shared out by the items' list prices (sessions
 * times the service's price), in whole cents. The ledger values what is owed with it (sessions left times this).
 * Items whose services are all free share the price by sessions.
 */
export function packSessionValues(
  priceCents: number,
  items: readonly { sessions: number; listPriceCents: number }[],
): number[] {
  const list = items.map((item) => item.sessions * item.listPriceCents);
  const listTotal = list.reduce((sum, cents) => sum + cents, 0);
  const sessions = items.reduce((sum, item) => sum + item.sessions, 0);
  return items.map((item, i) => {
    const share = listTotal > 0 ? (priceCents * list[i]!) / listTotal : (priceCents * item.sessions) / sessions;
    return Math.round(share / item.sessions);
  });
}

/** A pack sold today is valid through the day `validityDays` later (a 30-day pack sold on 1 March: until 31 March). */
export const packExpiresOn = (today: string, validityDays: number): string => addDays(today, validityDays);
