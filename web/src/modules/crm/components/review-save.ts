import type * as z from 'zod/mini';
import type { reviewBodySchema, Review } from '@plataforma/domain';
import { useResourceMutations } from '../../../platform/resources/api';
import { REVIEWS } from '../api';

// Apart from the dialogs (ReviewDialogs.tsx), which the reviews list loads when one is opened: the list saves a
// review's change (hidden) itself.

export type ReviewForm = z.infer<typeof reviewBodySchema>;

/** A review's body as saved, for a change of one of its fields (the reply, hidden). */
export const reviewToBody = (review: Review): ReviewForm => ({
  rating: review.rating,
  text: review.text,
  source: review.source,
  date: review.date,
  reply: review.reply,
  hidden: review.hidden,
  clientId: review.clientId,
});

/** Saving a review's change; the summary and the list refresh with it. */
export function useSaveReview() {
  return useResourceMutations<Review>(REVIEWS).save;
}
