import type { Timestamp } from 'firebase-admin/firestore';
import {
  ELEARNING_COLLECTIONS,
  type CourseCategory,
  type CoursePack,
  type ElearningCourse,
  type Enrolment,
} from '@plataforma/domain';
import { organizationCollection } from '../../platform/organizations/repository';
import type { Tenant } from '../../platform/organizations/tenant-router';
import { tenantCollection } from '../../platform/resources/repository';

/** E-learning's stored documents: each answer without its id, its times as Timestamps (resources add theirs). */
export const ELEARNING = ELEARNING_COLLECTIONS;

type Meta = 'id' | 'createdAt' | 'updatedAt';
export type CourseCategoryDoc = Omit<CourseCategory, Meta>;
/** `mediaIds`: the lessons' files, kept flat so that the media store's uses are written from one list. */
export type CourseDoc = Omit<ElearningCourse, Meta> & { mediaIds: string[] };
export type CoursePackDoc = Omit<CoursePack, Meta>;
type Times = 'createdAt' | 'updatedAt' | 'activatedAt' | 'completedAt' | 'cancelledAt';
/**
 * `clientId`: the client's id flat (the list filter and CRM's references query it). `holdUntil` is absent on the
 * enrolments made before holds existed (read as null: no expiry).
 */
export type EnrolmentDoc = Omit<Enrolment, 'id' | Times | 'certificate' | 'progress' | 'holdUntil'> & {
  clientId: string;
  holdUntil?: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  activatedAt: Timestamp | null;
  completedAt: Timestamp | null;
  cancelledAt: Timestamp | null;
  certificate: (Omit<NonNullable<Enrolment['certificate']>, 'issuedAt'> & { issuedAt: Timestamp }) | null;
};
/** elearningCounters/certificates: the year and the last number given in it. */
export interface CertificateCounterDoc {
  year: number;
  last: number;
}

type Org = Pick<Tenant, 'organization'>;
const orgId = (tenant: Org) => tenant.organization.id;
export const courseCategoriesOf = (tenant: Org) =>
  tenantCollection<CourseCategoryDoc>(orgId(tenant), ELEARNING.categories);
export const coursesOf = (tenant: Org) => tenantCollection<CourseDoc>(orgId(tenant), ELEARNING.courses);
export const coursePacksOf = (tenant: Org) => tenantCollection<CoursePackDoc>(orgId(tenant), ELEARNING.packs);
// Not a resource's (no search keys): written by the enrolments' and the sales' transactions.
export const enrolmentsOf = (tenant: Org) => organizationCollection<EnrolmentDoc>(orgId(tenant), ELEARNING.enrolments);
export const certificateCounterOf = (tenant: Org) =>
  organizationCollection<CertificateCounterDoc>(orgId(tenant), ELEARNING.counters).doc('certificates');
