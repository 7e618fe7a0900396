import type { Transaction } from 'firebase-admin/firestore';
import {
  eurosToCents,
  type ModuleType,
  type PaymentBody,
  type PaymentTender,
  type Refund,
  type TenderKind,
} from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import { assertModuleEnabled, type Tenant } from '../../platform/organizations/tenant-router';
import type { SaleContext } from './selling';

/**
 * The tender registry: payment methods besides cash and card that a module owns (a gift voucher: promotions). The
 * core never reads their collections: inside the payment's transaction it asks the module to check what a code can
 * pay (reads only), then to write the redemption once every read is done; a refund asks it to give back what the
 * tender paid. A payment may be part tender, the rest cash or card.
 */
export interface TenderCause {
  orderId: string;
  paymentId: string;
  ticketCode: string;
}

export interface PreparedTender {
  reference: string;
  display: string;
  /** Writes the redemption (the voucher's 'redeem' movement) for the payment. */
  redeem(tx: Transaction, cause: TenderCause): void;
}

export interface TenderProvider {
  module: ModuleType;
  /** 'Bono regalo': what the ticket and the reports call it. */
  label: string;
  /** Reads what `code` refers to and checks it can pay `amountCents`; throws the catalogue's 400/409 otherwise. */
  prepare(ctx: SaleContext, code: string, amountCents: number, field: string): Promise<PreparedTender>;
  /** Reads the tender's record and answers the write that gives `amountCents` back (a refund). */
  giveBack(
    ctx: SaleContext,
    reference: string,
    amountCents: number,
    cause: { orderId: string; refundId: string; ticketCode: string },
  ): Promise<(tx: Transaction) => void>;
}

const providers = new Map<TenderKind, TenderProvider>();

/** Called once by the module that owns the tender (from its index). */
export function registerTender(kind: TenderKind, provider: TenderProvider): void {
  if (providers.has(kind)) throw new Error(`A tender '${kind}' is already registered`);
  providers.set(kind, provider);
}

function providerOf(tenant: Tenant, kind: TenderKind): TenderProvider {
  const provider = providers.get(kind);
  if (!provider) throw new ApiError('module-disabled');
  assertModuleEnabled(tenant, provider.module);
  return provider;
}

/** A payment's tenders checked (reads only): what charge() puts on the payment, and their redemptions. */
export interface Tenders {
  tenders: PaymentTender[];
  redeem(tx: Transaction, cause: Omit<TenderCause, 'paymentId'> & { paymentId: string }): void;
}

export async function prepareTenders(ctx: SaleContext, asked: PaymentBody['tenders']): Promise<Tenders> {
  const prepared: { tender: PaymentTender; ready: PreparedTender }[] = [];
  for (const [index, { kind, code, amount }] of (asked ?? []).entries()) {
    const provider = providerOf(ctx.tenant, kind);
    const amountCents = eurosToCents(amount);
    const field = `tenders.${index}`;
    if (amountCents <= 0)
      throw new ApiError('validation-failed', { [`${field}.amount`]: 'El importe debe ser mayor que cero' });
    const ready = await provider.prepare(ctx, code, amountCents, field);
    // The same voucher twice in one payment would be checked twice against one balance.
    if (prepared.some((p) => p.tender.kind === kind && p.tender.reference === ready.reference))
      throw new ApiError('validation-failed', { [`${field}.code`]: 'Este bono ya está en el cobro' });
    const { label } = provider;
    prepared.push({ tender: { kind, label, reference: ready.reference, display: ready.display, amountCents }, ready });
  }
  return {
    tenders: prepared.map((p) => p.tender),
    redeem: (tx, cause) => prepared.forEach((p) => p.ready.redeem(tx, cause)),
  };
}

/** A refund's tenders given back (reads first): the writes to make. */
export async function giveBackTenders(
  ctx: SaleContext,
  orderId: string,
  refund: Pick<Refund, 'id' | 'ticketCode' | 'tenders'>,
): Promise<((tx: Transaction) => void)[]> {
  const writes: ((tx: Transaction) => void)[] = [];
  for (const tender of refund.tenders ?? [])
    writes.push(
      // Not refused with the module off: what a voucher paid still goes back to it.
      await providers.get(tender.kind)!.giveBack(ctx, tender.reference, tender.amountCents, {
        orderId,
        refundId: refund.id,
        ticketCode: refund.ticketCode,
      }),
    );
  return writes;
}
