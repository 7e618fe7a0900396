import type { Order } from '@plataforma/domain';

/** The voucher part of a payment as the till's payment dialog sends it (`tenders` of the payment body). */
export interface VoucherPart {
  code: string;
  amountCents: number;
}

/** What every promotions piece of an order at a till gets: the order, whether it is closed, and where the order the
 * server answers goes (the till's cache). */
export interface TillOrderPieceProps {
  order: Order;
  closed: boolean;
  onOrder: (order: Order) => void;
}
