import type { ElearningPosCatalog } from '@plataforma/domain';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import { fromStored } from '../../../platform/resources/repository';
import { courses as courseResource } from '../catalogue/courses';
import { coursePacks as packResource } from '../catalogue/packs';
import { courseCategoriesOf, coursePacksOf, coursesOf } from '../collections';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

/**
 * The academy's catalogue as its till needs it (the POS module answers it with the locations): the active categories,
 * courses and packs, by name. Read every time, not from the recent reads: a course's places taken change with each
 * enrolment (a hint for the till: the payment decides).
 */
export async function elearningPosCatalog(
  tenant: Tenant,
): Promise<Pick<ElearningPosCatalog, 'categories' | 'courses' | 'packs'>> {
  const [categories, courses, packs] = await Promise.all([
    courseCategoriesOf(tenant).where('active', '==', true).get(),
    coursesOf(tenant).where('active', '==', true).get(),
    coursePacksOf(tenant).where('active', '==', true).get(),
  ]);
  return {
    categories: categories.docs.map((doc) => fromStored(doc.id, doc.data())).sort(byName),
    courses: courses.docs
      .map((doc) => courseResource.toDto(doc.id, doc.data()))
      .sort((a, b) => a.title.localeCompare(b.title, 'es')),
    packs: packs.docs.map((doc) => packResource.toDto(doc.id, doc.data())).sort(byName),
  };
}
