import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { CONFIGURATION_COLLECTIONS, type StaffRef } from '@plataforma/domain';
import { ApiError } from '../../platform/http/api-error';
import type { Tenant } from '../../platform/organizations/tenant-router';
import type { Stored } from '../../platform/resources/definition';
import { tenantCollection } from '../../platform/resources/repository';
import type { EmployeeDoc } from './employees';

/** A till PIN as stored: its scrypt hash and the employee's own salt (base64). Never answered by the API. */
export interface StoredPin {
  hash: string;
  salt: string;
}

/**
 * scrypt at N = 2^12 (about 4 MB and a few milliseconds): a PIN is looked up by hashing it with every active
 * employee's salt, so the cost is paid once per employee per attempt. A 4-digit PIN has only 10^4 values, so no hash
 * cost protects a leaked hash for long; what protects PINs is that they never leave the server and the lockout after
 * five wrong tries (orders/staff.ts).
 */
const SCRYPT: ScryptOptions = { N: 2 ** 12, r: 8, p: 1 };
const KEY_LENGTH = 32;

const derive = (pin: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );

export async function hashPin(pin: string): Promise<StoredPin> {
  const salt = randomBytes(16);
  return { hash: (await derive(pin, salt)).toString('base64'), salt: salt.toString('base64') };
}

export async function pinMatches(pin: string, stored: StoredPin): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(pin, Buffer.from(stored.salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** An active employee with a till PIN, as the staff switch sees them. */
export interface PinHolder {
  id: string;
  ref: StaffRef;
  mayAuthorize: boolean;
  locationIds: string[];
  pin: StoredPin;
}

const employeesOf = (tenant: Tenant) =>
  tenantCollection<EmployeeDoc>(tenant.organization.id, CONFIGURATION_COLLECTIONS.employees);

export const employeeName = (doc: Pick<EmployeeDoc, 'firstName' | 'lastName'>) =>
  [doc.firstName, doc.lastName].filter(Boolean).join(' ');

/** The organization's active employees who have a PIN (read in `tx` when given: a PIN change checks uniqueness). */
export async function pinHolders(tenant: Tenant, tx?: Transaction): Promise<PinHolder[]> {
  const query = employeesOf(tenant).where('active', '==', true);
  const snapshot = tx ? await tx.get(query) : await query.get();
  return snapshot.docs.flatMap((doc) => {
    const data: Stored<EmployeeDoc> = doc.data();
    if (!data.pin) return [];
    return [
      {
        id: doc.id,
        ref: { id: doc.id, name: employeeName(data) },
        mayAuthorize: data.mayAuthorize ?? false,
        locationIds: data.locationIds,
        pin: data.pin,
      },
    ];
  });
}

/** The holder whose PIN this is, if any (PINs are unique among active employees, so at most one). */
export async function findPinHolder(holders: PinHolder[], pin: string): Promise<PinHolder | undefined> {
  for (const holder of holders) if (await pinMatches(pin, holder.pin)) return holder;
  return undefined;
}

/**
 * The stored PIN for `pin`, refused with a field error when another active employee has it (it could not say who
 * is working). Reads the active employees in the write's transaction: two people given one PIN at once conflict.
 */
export async function newUniquePin(tx: Transaction, tenant: Tenant, employeeId: string, pin: string) {
  const others = (await pinHolders(tenant, tx)).filter((holder) => holder.id !== employeeId);
  if (await findPinHolder(others, pin))
    throw new ApiError('validation-failed', { pin: 'Otra persona ya usa este PIN' });
  return hashPin(pin);
}
