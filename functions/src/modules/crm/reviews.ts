import {
  clientName,
  reviewBodySchema,
  reviewSummary,
  summaryOfDistribution,
  type Review,
  type ReviewsSummary,
} from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { ResourceDefinition } from '../../platform/resources/definition';
import { fromStored } from '../../platform/resources/repository';
import { requireAll } from '../../platform/resources/references';
import { clientsOf, CRM, reviewsOf } from './collections';
import { writeTimelineEntry } from './timeline';

type ReviewBody = z.infer<typeof reviewBodySchema>;
export type ReviewDoc = Omit<Review, 'id' | 'createdAt' | 'updatedAt' | 'client'>;

/** Fills each review's client with its current name. */
async function withClients(tenant: Tenant, reviews: Review[]): Promise<Review[]> {
  const ids = [...new Set(reviews.map((review) => review.clientId).filter(Boolean))];
  if (ids.length === 0) return reviews;
  const docs = await Promise.all(ids.map((id) => clientsOf(tenant).doc(id).get()));
  const names = new Map(docs.filter((doc) => doc.exists).map((doc) => [doc.id, clientName(doc.data()!)]));
  return reviews.map((review) => {
    const name = names.get(review.clientId);
    return name === undefined ? review : { ...review, client: { id: review.clientId, name } };
  });
}

/** organizations/{orgId}/reviews: a review with a client goes on the client's timeline when it gets them. */
export const reviews: ResourceDefinition<ReviewBody, ReviewDoc, Review> = {
  module: 'crm',
  collection: CRM.reviews,
  read: 'crm.read',
  manage: 'crm.manage',
  body: reviewBodySchema,
  sortable: { date: 'date', rating: 'rating', createdAt: 'createdAt' },
  filters: { clientId: 'clientId' },
  searchText: (doc) => `${doc.text} ${doc.reply}`,
  async toDoc(body, { tx, tenant }) {
    if (body.clientId) await requireAll(tx, clientsOf(tenant), [body.clientId], 'clientId', 'El cliente ya no existe');
    return body;
  },
  written(doc, { tx, tenant, existing }) {
    if (doc.clientId && doc.clientId !== existing?.clientId)
      writeTimelineEntry(tx, tenant, {
        clientId: doc.clientId,
        kind: 'review',
        module: 'crm',
        summary: reviewSummary(doc),
      });
  },
  toDto: (id, stored) => ({ ...fromStored(id, stored), client: null }),
  expand: withClients,
};

/** GET /crm/reviews/summary: counted by Firestore per star (five count aggregations), hidden reviews left out. */
export async function reviewsSummary(tenant: Tenant): Promise<ReviewsSummary> {
  const visible = reviewsOf(tenant).where('hidden', '==', false);
  const counts = await Promise.all(
    [1, 2, 3, 4, 5].map(async (rating) => (await visible.where('rating', '==', rating).count().get()).data().count),
  );
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = counts;
  return summaryOfDistribution({ 1: one, 2: two, 3: three, 4: four, 5: five });
}
