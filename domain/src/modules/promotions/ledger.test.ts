import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMovement, computeLiability, MOVEMENT_KINDS, type AccountStatus, type MovementKind } from './ledger';

describe('applyMovement', () => {
  const active = (balance: number) => ({ balance, status: 'active' as AccountStatus });

  it('adds issues, earns and refunds, takes redemptions and expiries', () => {
    expect(applyMovement(active(0), 'issue', 5000)).toBe(5000);
    expect(applyMovement(active(100), 'earn', 20)).toBe(120);
    expect(applyMovement(active(100), 'refund', 50)).toBe(150);
    expect(applyMovement(active(100), 'redeem', -40)).toBe(60);
    expect(applyMovement(active(100), 'expire', -100)).toBe(0);
    expect(applyMovement(active(100), 'adjust', -30)).toBe(70);
    expect(applyMovement(active(100), 'adjust', 30)).toBe(130);
  });

  it('refuses going below zero', () => {
    expect(applyMovement(active(100), 'redeem', -101)).toBe('insufficient');
    expect(applyMovement(active(0), 'adjust', -1)).toBe('insufficient');
  });

  it('refuses units of the wrong sign, zero or not whole', () => {
    expect(applyMovement(active(100), 'redeem', 10)).toBe('invalid-units');
    expect(applyMovement(active(100), 'issue', -10)).toBe('invalid-units');
    expect(applyMovement(active(100), 'adjust', 0)).toBe('invalid-units');
    expect(applyMovement(active(100), 'earn', 1.5)).toBe('invalid-units');
  });

  it('cancels exactly what is left, and nothing moves a cancelled account', () => {
    expect(applyMovement(active(100), 'cancel', -100)).toBe(0);
    expect(applyMovement(active(100), 'cancel', -50)).toBe('invalid-units');
    expect(applyMovement(active(0), 'cancel', 0)).toBe(0);
    expect(applyMovement({ balance: 0, status: 'cancelled' }, 'issue', 10)).toBe('cancelled');
  });

  it('keeps the balance the sum of the accepted movements, never negative, over any sequence', () => {
    const attempt = fc.record({
      kind: fc.constantFrom(...MOVEMENT_KINDS),
      units: fc.integer({ min: -10_000, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 200 }), (attempts) => {
        let account = { balance: 0, status: 'active' as AccountStatus };
        const accepted: { kind: MovementKind; units: number }[] = [];
        for (const { kind, units } of attempts) {
          // A cancel is always asked for what is left (as the service does); the others as drawn.
          const asked = kind === 'cancel' ? -account.balance : units;
          const next = applyMovement(account, kind, asked);
          if (typeof next !== 'number') {
            if (next === 'insufficient') expect(account.balance + asked).toBeLessThan(0);
            continue;
          }
          accepted.push({ kind, units: asked });
          account = { balance: next, status: kind === 'cancel' ? 'cancelled' : 'active' };
          expect(account.balance).toBeGreaterThanOrEqual(0);
        }
        expect(account.balance).toBe(accepted.reduce((sum, m) => sum + m.units, 0));
      }),
      { numRuns: 500 },
    );
  });
});

describe('computeLiability', () => {
  const movements = {
    v1: [
      { kind: 'issue' as const, units: 5000, at: '2026-01-01T10:00:00Z' },
      { kind: 'redeem' as const, units: -2000, at: '2026-02-01T10:00:00Z' },
    ],
    p1: [{ kind: 'earn' as const, units: 300, at: '2026-01-15T10:00:00Z' }],
    s1: [{ kind: 'issue' as const, units: 10, at: '2026-01-02T10:00:00Z' }],
    old: [{ kind: 'issue' as const, units: 1000, at: '2025-01-01T10:00:00Z' }],
  };
  const accounts = [
    { id: 'v1', kind: 'voucher' as const, unitValueCents: 1, expiresOn: '2026-12-31' },
    { id: 'p1', kind: 'points' as const, unitValueCents: 5, expiresOn: null },
    { id: 's1', kind: 'sessions' as const, unitValueCents: 2500, expiresOn: null },
    { id: 'old', kind: 'voucher' as const, unitValueCents: 1, expiresOn: '2025-06-30' },
  ];
  const of = (id: string) => movements[id as keyof typeof movements];

  it('values every kind from the movements until the date, expired balances apart', () => {
    const jan = computeLiability(accounts, of, '2026-01-20T00:00:00Z', '2026-01-20');
    expect(jan.vouchers).toEqual({ accounts: 1, units: 5000, cents: 5000 });
    expect(jan.points).toEqual({ accounts: 1, units: 300, cents: 1500 });
    expect(jan.sessions).toEqual({ accounts: 1, units: 10, cents: 25_000 });
    expect(jan.expired).toEqual({ accounts: 1, units: 1000, cents: 1000 });
    expect(jan.totalCents).toBe(31_500);
    const feb = computeLiability(accounts, of, '2026-02-02T00:00:00Z', '2026-02-02');
    expect(feb.vouchers.cents).toBe(3000);
    const before = computeLiability(accounts, of, '2025-03-01T00:00:00Z', '2025-03-01');
    expect(before.vouchers).toEqual({ accounts: 1, units: 1000, cents: 1000 });
    expect(before.expired.accounts).toBe(0);
  });
});
