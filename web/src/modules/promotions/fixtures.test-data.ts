import type { CardProgram, Coupon, Liability, PromotionAccount, PromotionMovement } from '@plataforma/domain';

const times = { createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' };

/** A gift voucher as the API answers it. */
export const voucher = (fields: Partial<PromotionAccount> & Pick<PromotionAccount, 'id'>): PromotionAccount => ({
  kind: 'voucher',
  code: 'K7QM-X2RB-9HTE',
  status: 'active',
  balance: 5000,
  initial: 5000,
  unitValueCents: 1,
  expiresOn: null,
  expired: false,
  client: null,
  programId: null,
  covers: null,
  ...times,
  ...fields,
});

/** A coupon as the API answers it. */
export const coupon = (fields: Partial<Coupon> & Pick<Coupon, 'id' | 'code'>): Coupon => ({
  name: '',
  type: 'percentage',
  percent: 10,
  amountCents: 0,
  validFrom: null,
  validTo: null,
  maxUses: 0,
  maxUsesPerClient: 0,
  minimumCents: 0,
  modules: [],
  itemIds: [],
  active: true,
  uses: 0,
  ...times,
  ...fields,
});

export const movement = (
  fields: Partial<PromotionMovement> & Pick<PromotionMovement, 'id' | 'kind' | 'units' | 'balanceAfter'>,
): PromotionMovement => ({
  accountId: 'v1',
  cause: { type: 'manager', by: { id: 'm1', name: 'Lola' }, reason: 'Regalo' },
  at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

const figure = (cents: number) => ({ accounts: cents ? 1 : 0, units: cents, cents });
export const liability = (voucherCents: number): Liability => ({
  at: '2026-11-20T10:00:00.000Z',
  vouchers: figure(voucherCents),
  points: figure(0),
  sessions: figure(0),
  expired: figure(0),
  totalCents: voucherCents,
});

/** A loyalty program as the API answers it (a points program, 1 point per euro, no rewards, unless said). */
export const program = (fields: Partial<CardProgram> & Pick<CardProgram, 'id' | 'name'>): CardProgram => ({
  kind: 'points',
  pointsPerEuro: 1,
  pointValueCents: 1,
  rewards: [],
  active: true,
  ...times,
  ...fields,
});

/** A client's card of a program (a 'points' account). */
export const card = (fields: Partial<PromotionAccount> & Pick<PromotionAccount, 'id' | 'programId'>) =>
  voucher({ kind: 'points', code: '', balance: 0, initial: 0, unitValueCents: 1, ...fields });
