import { can, eurosToCents, type LineInput, type OrderLine } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { soldLine, type SalePreparer } from './selling';

type DiscountInput = Extract<LineInput, { kind: 'discount' }>;

/** A discount line of `cents` off (an encargado's, or a coupon's priced by its module). */
export function discountLine(name: string, cents: number): OrderLine {
  return soldLine({
    kind: 'discount',
    refId: '',
    name,
    quantity: 1,
    unitPriceCents: -cents,
    vatRate: 0,
    details: [],
    category: '',
  });
}

/**
 * Discounts are the sales core's own line kind, for every POS: an encargado's amount off, at most what is due (the
 * service caps it once the lines are in; see capDiscounts in domain). No rate: it lowers the bases of the lines.
 */
export const discountPreparer: SalePreparer<DiscountInput> = {
  async prepare({ tenant }, items) {
    if (!can(tenant.role, 'orders.manage')) throw new ApiError('forbidden');
    const lines = items.map(({ input }) => discountLine(input.name, eurosToCents(input.amount)));
    return { lines, takeStock: () => {} };
  },
  // A discount takes nothing from stock.
  restock: async () => () => {},
};
