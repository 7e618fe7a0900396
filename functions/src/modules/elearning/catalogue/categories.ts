import { courseCategoryBodySchema, type CourseCategory } from '@plataforma/domain';
import type * as z from 'zod/mini';
import type { ResourceDefinition } from '../../../platform/resources/definition';
import { fromStored } from '../../../platform/resources/repository';
import { assertUnused } from '../../../platform/resources/references';
import { ELEARNING, coursesOf, type CourseCategoryDoc } from '../collections';

type CourseCategoryBody = z.infer<typeof courseCategoryBodySchema>;

/** Groups of the academy's courses (languages, computing...): the list's filter and the till's tabs. */
export const courseCategories: ResourceDefinition<CourseCategoryBody, CourseCategoryDoc, CourseCategory> = {
  module: 'elearning',
  collection: ELEARNING.categories,
  read: 'elearning.read',
  manage: 'elearning.manage',
  body: courseCategoryBodySchema,
  sortable: { name: 'name', createdAt: 'createdAt' },
  searchText: (doc) => doc.name,
  toDoc: (body) => body,
  toDto: fromStored,
  async assertDeletable({ tx, tenant, id }) {
    await assertUnused(tx, coursesOf(tenant).where('categoryId', '==', id), 'cursos', (data) => String(data.title));
  },
};
