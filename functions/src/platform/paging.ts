import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { PAGE_SIZE_DEFAULT } from '@plataforma/domain';

export interface PageRequest {
  page?: number;
  pageSize?: number;
}

/**
 * One page of an ordered query and the total it pages through (a count aggregation), as every paged list of the
 * API answers. Offsets cost one read per skipped document: fine for lists of hundreds; long ones want cursors.
 * The list query schemas cap the page at PAGE_MAX, which keeps the offset within what Firestore takes.
 */
export async function readPage<T>(
  ordered: Query<T>,
  request: PageRequest,
): Promise<{ docs: QueryDocumentSnapshot<T>[]; total: number; page: number; pageSize: number }> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? PAGE_SIZE_DEFAULT;
  const [count, snapshot] = await Promise.all([
    ordered.count().get(),
    ordered
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .get(),
  ]);
  return { docs: snapshot.docs, total: count.data().count, page, pageSize };
}
