import { describe, expect, it } from 'vitest';
import { packExpiresOn, packSessionValues } from './selling';

describe('a pack of sessions', () => {
  it("shares its price out by the items' list prices, per session", () => {
    // 5 cuts at 20 € and 2 colours at 50 € (list 200 €) sold for 160 €: cuts 80 € (16 € each), colours 80 € (40 €).
    expect(
      packSessionValues(16_000, [
        { sessions: 5, listPriceCents: 2000 },
        { sessions: 2, listPriceCents: 5000 },
      ]),
    ).toEqual([1600, 4000]);
  });

  it('shares by sessions when the services are free, and rounds to whole cents', () => {
    expect(packSessionValues(10_000, [{ sessions: 3, listPriceCents: 0 }])).toEqual([3333]);
    expect(
      packSessionValues(9000, [
        { sessions: 1, listPriceCents: 0 },
        { sessions: 2, listPriceCents: 0 },
      ]),
    ).toEqual([3000, 3000]);
  });

  it('is valid through the day its validity ends', () => {
    expect(packExpiresOn('2026-03-01', 30)).toBe('2026-03-31');
    expect(packExpiresOn('2026-12-15', 365)).toBe('2027-12-15');
  });
});
