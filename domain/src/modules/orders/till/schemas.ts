import * as z from 'zod/mini';
import { listQuerySchema } from '../../../platform/admin/schemas';
import { eurosSchema } from '../../../platform/money-schemas';
import { documentIdSchema, requiredText } from '../../../platform/resources';
import type { StaffRef } from '../order';
import type { VatBreakdownRow } from '../totals';
import { cashCountSchema, type CashCount } from './cash';

/** POST /api/organizations/{id}/tills/{locationId}/open: the float counted into the drawer. */
export const openTillBodySchema = z.strictObject({ float: cashCountSchema });
export type OpenTillBody = z.infer<typeof openTillBodySchema>;

export const CASH_MOVEMENT_KINDS = ['in', 'out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];

/** POST .../tills/{locationId}/movements: cash put in (change brought) or taken out (a supplier paid), and why. */
export const cashMovementBodySchema = z.strictObject({
  kind: z.enum(CASH_MOVEMENT_KINDS),
  amount: eurosSchema.check(z.refine((value) => Number(String(value).replace(',', '.')) > 0, 'Escribe un importe')),
  reason: requiredText(120),
});
export type CashMovementBody = z.infer<typeof cashMovementBodySchema>;

/**
 * POST .../tills/{locationId}/close: the session being closed (so that a second close of the same session is
 * refused, not applied to the next one) and the cash counted.
 */
export const closeTillBodySchema = z.strictObject({ sessionId: documentIdSchema, count: cashCountSchema });
export type CloseTillBody = z.infer<typeof closeTillBodySchema>;

/** GET .../tills/{locationId}/reports: the location's Z reports, newest first. */
export const tillReportListQuerySchema = listQuerySchema;

export interface CashMovement {
  id: string;
  kind: CashMovementKind;
  amountCents: number;
  reason: string;
  at: string;
  by: StaffRef;
}

/**
 * A till session (organizations/{orgId}/tillSessions/{id}): from the float to the closing count. Times are ISO
 * strings. Once closed it is never written again (no route changes it; clients cannot write it).
 */
export interface TillSession {
  id: string;
  locationId: string;
  status: 'open' | 'closed';
  openedAt: string;
  openedBy: StaffRef;
  float: CashCount;
  movements: CashMovement[];
  closedAt: string | null;
  closedBy: StaffRef | null;
  /** The closing: what the drawer should hold, what was counted and the difference (counted - expected). */
  closing: { expectedCents: number; count: CashCount; differenceCents: number } | null;
  /** The number of its Z report. */
  reportNumber: number | null;
}

/** GET .../tills/{locationId}: the location's open session, if any. */
export interface TillState {
  session: TillSession | null;
}

export interface ReportTicketRange {
  first: string;
  last: string;
  count: number;
}

/** The tickets of one series in a report: its first and last number, and how many. */
export interface ReportSeriesRange extends ReportTicketRange {
  series: string;
}

/**
 * An X report (any time during the session) or a Z report (issued once at closing, numbered per location without
 * gaps, never changed): the session's figures computed from the tickets it covers (see computeTillReport).
 */
export interface TillReport {
  kind: 'X' | 'Z';
  /** The Z number of the location (null on an X). */
  number: number | null;
  sessionId: string;
  locationId: string;
  business: { name: string; taxId: string };
  location: { name: string; timezone: string };
  openedAt: string;
  openedBy: StaffRef;
  issuedAt: string;
  issuedBy: StaffRef;
  /** Payments taken in the session (one ticket each): their total, the discount they took, and by method. */
  sales: { count: number; totalCents: number; discountCents: number; cashCents: number; cardCents: number };
  /** Base and VAT by rate of every ticket of the session, rectifying tickets (negative) included. */
  vat: VatBreakdownRow[];
  /** Sales by menu category (what each line was charged, its discount share off); '' for lines without one. */
  categories: { name: string; quantity: number; totalCents: number }[];
  /** Sales and tips by who served (id '' when the payment names nobody). */
  employees: { id: string; name: string; count: number; totalCents: number; tipCents: number }[];
  refunds: { count: number; totalCents: number; cashCents: number; cardCents: number };
  /** Lines voided on the orders the session covers, with who and why (read from the staff part's `voids`). */
  voids: { count: number; totalCents: number; items: ReportVoid[] };
  /** Tips on card, kept apart from sales and VAT. */
  tipCents: number;
  /**
   * The session's tickets: the first and the last issued, and how many. With one series (a location's till) these
   * are its first and last numbers; with till devices numbering in series of their own, see `ticketSeries`.
   */
  tickets: ReportTicketRange | null;
  rectifyingTickets: ReportTicketRange | null;
  /** Series by series (issue 22); absent on reports issued before. */
  ticketSeries?: ReportSeriesRange[];
  rectifyingSeries?: ReportSeriesRange[];
  /** Diners of the orders the session covers. */
  covers: number;
  /** Sales less refunds. */
  netCents: number;
  cash: {
    floatCents: number;
    salesCents: number;
    refundsCents: number;
    inCents: number;
    outCents: number;
    expectedCents: number;
    /** Only on a Z: what was counted at closing and the difference (counted - expected). */
    count: CashCount | null;
    differenceCents: number | null;
  };
  movements: CashMovement[];
}

export interface ReportVoid {
  name: string;
  quantity: number;
  amountCents: number;
  reason: string;
  by: StaffRef | null;
  authorizedBy: StaffRef | null;
}

/** POST .../tills/{locationId}/close answers the closed session and its Z report. */
export interface CloseTillResult {
  session: TillSession;
  report: TillReport;
}
