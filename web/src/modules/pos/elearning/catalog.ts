import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placesLeft, type CoursePack, type ElearningCourse, type ElearningPosCatalog } from '@plataforma/domain';
import { nextLineKey, type CartLine } from '../shell/cart';
import { ALL_TAB, type CatalogItem, type CatalogTab } from '../shell/useCatalog';

/** One button of the academy's grid: a course (with its places left, null: no limit) or a pack of courses. */
export interface ElearningItem extends CatalogItem {
  type: 'course' | 'pack';
  id: string;
  /** A course's modality ('Presencial'...), a pack's courses ('3 cursos'): under the name. */
  detail: string;
  placesLeft: number | null;
}

const TAB_PACKS = 'packs';

/**
 * The grid's items and tabs: everything, each category of courses, the packs. A full course stays in the grid (and
 * can be tapped): a client whose enrolment is pendiente de pago holds a place already, and the payment decides.
 */
export function useElearningGrid(catalog: ElearningPosCatalog | undefined) {
  const { t } = useTranslation();
  const items = useMemo<ElearningItem[]>(
    () =>
      catalog
        ? [
            ...catalog.courses.map((course) => ({
              key: `course-${course.id}`,
              type: 'course' as const,
              id: course.id,
              name: course.title,
              priceCents: course.priceCents,
              soldOut: false,
              tab: course.categoryId,
              detail: t(`pos.elearning.modality.${course.modality}`),
              placesLeft: placesLeft(course),
            })),
            ...catalog.packs.map((pack) => ({
              key: `pack-${pack.id}`,
              type: 'pack' as const,
              id: pack.id,
              name: pack.name,
              priceCents: pack.priceCents,
              soldOut: false,
              tab: TAB_PACKS,
              tinted: true,
              detail: t('pos.elearning.packCourses', { count: pack.courseIds.length }),
              placesLeft: null,
            })),
          ]
        : [],
    [catalog, t],
  );
  const tabs: CatalogTab[] = catalog
    ? [
        { value: ALL_TAB, label: t('pos.catalog.all') },
        ...catalog.categories
          .filter((category) => catalog.courses.some((course) => course.categoryId === category.id))
          .map((category) => ({ value: category.id, label: category.name })),
        ...(catalog.packs.length ? [{ value: TAB_PACKS, label: t('pos.elearning.packs') }] : []),
      ]
    : [];
  return { items, tabs };
}

/** A course in the cart: one place for the sale's client (a single line: no quantity). */
export function courseLine(course: ElearningCourse, details: string[]): CartLine {
  return {
    key: nextLineKey(),
    input: { kind: 'elearningCourse', courseId: course.id, quantity: 1 },
    name: course.title,
    details,
    unitPriceCents: course.priceCents,
    vatRate: course.vatRate,
    allergens: [],
    quantity: 1,
    notes: '',
  };
}

/** A pack of courses in the cart: the client is enrolled in each of its courses when it is paid. */
export function packLine(pack: CoursePack, details: string[]): CartLine {
  return {
    key: nextLineKey(),
    input: { kind: 'elearningPack', packId: pack.id, quantity: 1 },
    name: pack.name,
    details,
    unitPriceCents: pack.priceCents,
    vatRate: pack.vatRate,
    allergens: [],
    quantity: 1,
    notes: '',
  };
}

/** The course ids a cart sells already: one place per client and course (a pack's courses included). */
export function coursesInCart(lines: readonly CartLine[], packs: readonly CoursePack[]): Set<string> {
  const ids = new Set<string>();
  for (const line of lines) {
    if (line.input.kind === 'elearningCourse') ids.add(line.input.courseId);
    if (line.input.kind === 'elearningPack') {
      const packId = line.input.packId;
      packs.find((p) => p.id === packId)?.courseIds.forEach((id) => ids.add(id));
    }
  }
  return ids;
}
