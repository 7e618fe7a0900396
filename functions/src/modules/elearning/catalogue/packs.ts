import { coursePackBodySchema, eurosToCents, type CoursePack } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { requireAll } from '../../../platform/resources/references';
import { ELEARNING, coursesOf, type CoursePackDoc } from '../collections';

type CoursePackBody = z.infer<typeof coursePackBodySchema>;

/** Packs: courses sold together at one price (paying one enrols the client in each of its courses). */
export const coursePacks: ResourceDefinition<CoursePackBody, CoursePackDoc, CoursePack> = {
  module: 'elearning',
  collection: ELEARNING.packs,
  read: 'elearning.read',
  manage: 'elearning.manage',
  body: coursePackBodySchema,
  sortable: { name: 'name', price: 'priceCents', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  async toDoc({ price, ...body }, { tx, tenant }) {
    await requireAll(tx, coursesOf(tenant), body.courseIds, 'courseIds', 'Alguno de los cursos ya no existe');
    return { ...body, priceCents: eurosToCents(price) };
  },
  toDto: fromStored,
};
