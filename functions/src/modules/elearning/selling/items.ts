import type { CollectionReference } from 'firebase-admin/firestore';
import type { Stored } from '../../../platform/resources/definition';
import { resourceItemSearch } from '../../orders';
import { ELEARNING, coursePacksOf, coursesOf } from '../collections';

/**
 * The academy's items for the sales core's sellable-items search (a coupon's or a loyalty reward's items): courses
 * (found and named by their title) and packs, whose ids are the `refId` of the lines that sell them.
 */
type Priced = CollectionReference<Stored<{ name: string; priceCents: number }>>;
export const elearningItemSearch = resourceItemSearch(
  'elearning',
  [ELEARNING.courses, ELEARNING.packs],
  (tenant) => [
    { kind: 'elearningCourse', collection: coursesOf(tenant) as unknown as Priced },
    { kind: 'elearningPack', collection: coursePacksOf(tenant) as unknown as Priced },
  ],
  { [ELEARNING.courses]: 'title' },
);
