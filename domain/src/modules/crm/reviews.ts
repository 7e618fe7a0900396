import * as z from 'zod/mini';
import { dateKeySchema } from '../../platform/schedule';
import { countSchema, documentIdSchema, optionalText, type ResourceMeta } from '../../platform/resources';
import type { ClientRef } from './clients';

export const REVIEW_SOURCES = ['manual', 'web', 'google'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];
export const REVIEW_SOURCE_LABELS: Record<ReviewSource, string> = { manual: 'Manual', web: 'Web', google: 'Google' };

/** POST and PUT /crm/reviews (managers). */
export const reviewBodySchema = z.strictObject({
  rating: countSchema(1, 5),
  text: optionalText(4000),
  source: z._default(z.enum(REVIEW_SOURCES), 'manual'),
  /** The client who wrote it, when known; '' for none. */
  clientId: z._default(z.union([z.literal(''), documentIdSchema]), ''),
  /** The day it was written. */
  date: dateKeySchema,
  /** The business's public answer; '' for none. */
  reply: optionalText(4000),
  /** Hidden from the public face and the summary, without deleting it. */
  hidden: z._default(z.boolean(), false),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

export interface Review extends ResourceMeta {
  rating: number;
  text: string;
  source: ReviewSource;
  clientId: string;
  /** The client's current name; null without one. */
  client: ClientRef | null;
  date: string;
  reply: string;
  hidden: boolean;
}

/** GET /crm/reviews/summary: the visible reviews' count, average (one decimal; 0 without reviews) and stars. */
export interface ReviewsSummary {
  count: number;
  average: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
}

/** The summary of how many visible reviews have each number of stars. */
export function summaryOfDistribution(distribution: ReviewsSummary['distribution']): ReviewsSummary {
  const ratings = [1, 2, 3, 4, 5] as const;
  const count = ratings.reduce((sum, rating) => sum + distribution[rating], 0);
  const total = ratings.reduce((sum, rating) => sum + rating * distribution[rating], 0);
  return { count, average: count ? Math.round((total / count) * 10) / 10 : 0, distribution: { ...distribution } };
}

/** The summary of some reviews: hidden ones do not count. */
export function summarizeReviews(reviews: readonly { rating: number; hidden: boolean }[]): ReviewsSummary {
  const distribution: ReviewsSummary['distribution'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const { rating, hidden } of reviews) if (!hidden) distribution[rating as 1 | 2 | 3 | 4 | 5] += 1;
  return summaryOfDistribution(distribution);
}

/** '★★★★☆': a rating as stars. */
export const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);
