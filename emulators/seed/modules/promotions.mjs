// Promotions of Casa Lola (issue 17): two gift vouchers on the ledger (one partly spent, by a manager's adjustment
// from before the demo till existed) and a welcome coupon. The documents are exactly what the API stores
// (functions/src/modules/promotions/): accounts whose balance is the sum of their movements, the movements, the code
// keys and the coupon resource with its search keys. tests/api/seed.test.ts checks them through the API and saves
// the coupon again unchanged. Dates are relative to `now`. The demo codes are fixed (a real code is drawn at random).
import { loadDomain } from '../../../scripts/domain.mjs';

const ORG = 'organizations/Cw7LqT3nVx9RkB2mZp5H';
const DAY = 24 * 60 * 60 * 1000;
const MANAGER = { id: 'user:demo-manager', name: 'Marcos Vidal' };

export default async function promotionsSeed(now = new Date()) {
  const domain = await loadDomain();
  const at = (days) => new Date(now.getTime() - days * DAY);
  const dayKey = (days) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

  const vouchers = [
    { id: 'voucher-cumple', code: 'DEMABN5PXK7Q', cents: 5000, spent: 1500, days: 10, expiresOn: dayKey(355) },
    { id: 'voucher-navidad', code: 'DEMBR4TW9HZE', cents: 3000, spent: 0, days: 5, expiresOn: null },
  ];
  const accounts = {};
  const movements = {};
  const codes = {};
  for (const v of vouchers) {
    accounts[v.id] = {
      kind: 'voucher',
      code: v.code,
      status: 'active',
      balance: v.cents - v.spent,
      initial: v.cents,
      unitValueCents: 1,
      expiresOn: v.expiresOn,
      client: null,
      searchTokens: domain.searchTokens(`${v.code} `),
      createdAt: at(v.days),
      updatedAt: at(v.spent ? 3 : v.days),
    };
    movements[`${v.id}-issue`] = {
      accountId: v.id,
      kind: 'issue',
      units: v.cents,
      balanceAfter: v.cents,
      cause: { type: 'manager', by: MANAGER, reason: 'Regalo de la casa' },
      at: at(v.days),
    };
    if (v.spent)
      movements[`${v.id}-adjust`] = {
        accountId: v.id,
        kind: 'adjust',
        units: -v.spent,
        balanceAfter: v.cents - v.spent,
        cause: { type: 'manager', by: MANAGER, reason: 'Consumo anotado antes de la caja' },
        at: at(3),
      };
    codes[`voucher-${v.code}`] = { accountId: v.id };
  }

  const coupon = {
    code: 'BIENVENIDA10',
    name: 'Bienvenida 10 %',
    type: 'percentage',
    percent: 10,
    amountCents: 0,
    validFrom: null,
    validTo: null,
    maxUses: 100,
    maxUsesPerClient: 1,
    minimumCents: 1500,
    modules: [],
    itemIds: [],
    active: true,
    uses: 0,
  };
  codes['coupon-BIENVENIDA10'] = { accountId: 'coupon-bienvenida' };

  return {
    [`${ORG}/promotionAccounts`]: accounts,
    [`${ORG}/promotionMovements`]: movements,
    [`${ORG}/promotionCodes`]: codes,
    [`${ORG}/promotionCoupons`]: {
      'coupon-bienvenida': {
        ...coupon,
        searchTokens: domain.searchTokens(`${coupon.code} ${coupon.name}`),
        createdAt: at(20),
        updatedAt: at(20),
      },
    },
  };
}
