import { describe, expect, it } from 'vitest';
import { cardProgramBodySchema, cardProgramFieldsOf, pointsEarned } from './loyalty';

describe('loyalty programs', () => {
  const points = { kind: 'points' as const, pointsPerEuro: 2, active: true };

  it('earns whole points per whole euro paid in money, a stamp per paid order, nothing when off', () => {
    expect(pointsEarned(points, 2599)).toBe(50);
    expect(pointsEarned(points, 99)).toBe(0);
    expect(pointsEarned({ ...points, active: false }, 2500)).toBe(0);
    expect(pointsEarned({ kind: 'stamps', pointsPerEuro: 0, active: true }, 1)).toBe(1);
    expect(pointsEarned({ kind: 'stamps', pointsPerEuro: 0, active: true }, 0)).toBe(0);
  });

  it('stores money in cents, keeps reward ids, gives new ones their id', () => {
    const body = cardProgramBodySchema.parse({
      name: 'Club',
      kind: 'points',
      pointValue: '0,05',
      rewards: [
        { id: 'r1', name: 'Flan', threshold: 40, type: 'item', itemId: 'flan', amount: 3 },
        { name: '5 €', threshold: 100, type: 'discount', amount: '5' },
      ],
    });
    const fields = cardProgramFieldsOf(body, () => 'nuevo');
    expect(fields.pointValueCents).toBe(5);
    expect(fields.rewards).toEqual([
      { id: 'r1', name: 'Flan', threshold: 40, type: 'item', amountCents: 0, itemId: 'flan' },
      { id: 'nuevo', name: '5 €', threshold: 100, type: 'discount', amountCents: 500, itemId: null },
    ]);
    expect(cardProgramFieldsOf({ ...body, kind: 'stamps' }, () => 'x').pointsPerEuro).toBe(0);
  });
});
