import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { enrolmentIdOf, holdsPlace, type EnrolmentState } from '@plataforma/domain';
import { transaction } from '../../../platform/firebase';
import { assertUnused } from '../../../platform/resources/references';
import type { Tenant } from '../../../platform/organizations/tenant-router';
import type { ClientReferences } from '../../crm';
import { coursesOf, enrolmentsOf } from '../collections';

const ofClient = (tenant: Tenant, clientId: string) => enrolmentsOf(tenant).where('clientId', '==', clientId);

/** Which of two enrolments of one person in one course a merge keeps: the one furthest on. */
const RANK: Record<EnrolmentState, number> = { cancelled: 0, pending: 1, active: 2, completed: 3 };

/** The name an erased client's enrolments keep (the RGPD's erase: attendance and progress stay, the person goes). */
export const ERASED_STUDENT = 'Alumno borrado';

/**
 * What CRM may do with a client's enrolments: refuse a delete, move them (merge), forget the person (erase). An
 * enrolment's id is its course's and client's: a merge moves each to the new client's id, keeping the one furthest
 * on when both were enrolled (the place the other held is given back).
 */
export const enrolmentClientReferences: ClientReferences = {
  async assertUnused(tx, tenant, clientId) {
    await assertUnused(tx, ofClient(tenant, clientId), 'matrículas', (data) => `de «${String(data.courseTitle)}»`);
  },
  async move(tenant, fromId, to) {
    const moving = await ofClient(tenant, fromId).get();
    for (const { id } of moving.docs)
      await transaction(async (tx) => {
        const fromRef = enrolmentsOf(tenant).doc(id);
        const from = (await tx.get(fromRef)).data();
        if (!from) return;
        const toRef = enrolmentsOf(tenant).doc(enrolmentIdOf(from.courseId, to.id));
        const [target, course] = await Promise.all([
          tx.get(toRef).then((s) => s.data()),
          tx.get(coursesOf(tenant).doc(from.courseId)).then((s) => s.exists),
        ]);
        if (target && holdsPlace(target.state) && holdsPlace(from.state) && course)
          tx.update(coursesOf(tenant).doc(from.courseId), { enrolled: FieldValue.increment(-1) });
        if (!target || RANK[from.state] > RANK[target.state])
          tx.set(toRef, { ...from, client: to, clientId: to.id, updatedAt: Timestamp.now() });
        tx.delete(fromRef);
      });
  },
  async forget(tenant, clientId) {
    const docs = await ofClient(tenant, clientId).get();
    const batch = enrolmentsOf(tenant).firestore.batch();
    for (const doc of docs.docs) batch.update(doc.ref, { client: { id: clientId, name: ERASED_STUDENT } });
    if (!docs.empty) await batch.commit();
  },
  async exportOf(tenant, clientId) {
    const docs = await ofClient(tenant, clientId).get();
    return docs.docs.map((doc) => {
      const e = doc.data();
      return {
        id: doc.id,
        course: e.courseTitle,
        state: e.state,
        attendance: e.attendance,
        lessonsDone: e.lessonsDone,
        certificate: e.certificate?.number ?? null,
        createdAt: e.createdAt.toDate().toISOString(),
      };
    });
  },
};
