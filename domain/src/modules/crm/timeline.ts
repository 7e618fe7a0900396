import * as z from 'zod/mini';
import { formatCents } from '../../platform/money';
import type { ModuleType } from '../../platform/module-types';
import { REVIEW_SOURCE_LABELS, stars, type ReviewSource } from './reviews';

/**
 * What a timeline entry tells. CRM writes its own (created, merged, review); the sales core writes 'order-paid';
 * later modules add theirs (appointments, enrolments, vouchers...) here.
 */
export const TIMELINE_KINDS = [
  'client-created',
  'client-merged',
  'review',
  'order-paid',
  'voucher-issued',
  'appointment-booked',
  'enrolment',
  'attendance',
  'certificate',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event of a client, newest first in GET /crm/clients/{id}/timeline. */
export interface TimelineEntry {
  id: string;
  /** ISO time it happened. */
  at: string;
  kind: TimelineKind;
  /** The module where it happened ('restaurant' for a ticket of the restaurant's POS, 'crm' for its own). */
  module: ModuleType;
  /** A Spanish sentence ready to show: 'Ticket C1-000123 · 23,50 €'. */
  summary: string;
  amountCents?: number;
  ticketCode?: string;
  orderId?: string;
}

export interface TimelinePage {
  items: TimelineEntry[];
  /** Pass as `?cursor=` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

export const TIMELINE_PAGE_SIZE = 20;

/** `?cursor=`: an opaque cursor a page answered. */
export const timelineQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'El cursor no es válido'))),
  pageSize: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

/** The summary of a paid order: 'Ticket C1-000123 · 23,50 €' (several tickets when it was paid in parts). */
export function orderPaidSummary(ticketCodes: readonly string[], paidCents: number): string {
  const tickets = ticketCodes.length > 1 ? `Tickets ${ticketCodes.join(', ')}` : `Ticket ${ticketCodes[0] ?? ''}`;
  return `${tickets} · ${formatCents(paidCents)}`;
}

const REVIEW_SUMMARY_TEXT = 80;

/** The summary of a review: 'Reseña ★★★★☆ (Google): «Muy buena paella…»'. */
export function reviewSummary(review: { rating: number; source: ReviewSource; text: string }): string {
  const text = review.text.length > REVIEW_SUMMARY_TEXT ? `${review.text.slice(0, REVIEW_SUMMARY_TEXT)}…` : review.text;
  return `Reseña ${stars(review.rating)} (${REVIEW_SOURCE_LABELS[review.source]})${text ? `: «${text}»` : ''}`;
}
