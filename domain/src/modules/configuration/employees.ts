import type { ResourceMeta } from '../../platform/resources';
import type { WeeklySchedule } from '../../platform/schedule';
import type { TimeOff } from '../../platform/time-off';

/** Calendar colours offered for employees (bookings show each person's appointments in theirs). */
export const EMPLOYEE_COLORS = ['#1976d2', '#9c27b0', '#2e7d32', '#ed6c02', '#d32f2f', '#0097a7', '#5d4037', '#c2185b'];

export interface Employee extends ResourceMeta {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  locationIds: string[];
  active: boolean;
  color: string;
  memberUserId: string;
  workingHours: WeeklySchedule;
  /** Periods off (employees stored before them answer []). */
  timeOff: TimeOff[];
  /** Derived: hours a week of workingHours. */
  weeklyHours: number;
  mayAuthorize: boolean;
  /** Whether a till PIN is set (the PIN itself never leaves the server). */
  hasPin: boolean;
}
