/** The voucher part of a payment as the till's payment dialog sends it (`tenders` of the payment body). */
export interface VoucherPart {
  code: string;
  amountCents: number;
}
