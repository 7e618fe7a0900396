import type { Transaction } from 'firebase-admin/firestore';
import type { ClientRef, ModuleType } from '@plataforma/domain';
import type { Tenant } from '../../platform/organizations/tenant-router';

/**
 * What a module that keeps a `clientId` on its records lets CRM do with them, so that CRM never reaches into another
 * module's collections: the module registers this from its index (the sales core for orders), CRM calls it when a
 * client is deleted, merged, erased or exported.
 */
export interface ClientReferences {
  /** Throws a 409 naming the records of the client (a client with history is merged or erased, not deleted). */
  assertUnused(tx: Transaction, tenant: Tenant, clientId: string): Promise<void>;
  /** Points the records of `fromId` at `to` (a merge). Idempotent: an interrupted merge is finished by another. */
  move(tenant: Tenant, fromId: string, to: ClientRef): Promise<void>;
  /** Takes the person off the records of the client, keeping the rest (the RGPD's erase). Idempotent. */
  forget(tenant: Tenant, clientId: string): Promise<void>;
  /** What the module keeps about the client, for the RGPD's access (plain JSON). */
  exportOf(tenant: Tenant, clientId: string): Promise<Record<string, unknown>[]>;
}

const registry = new Map<ModuleType, ClientReferences>();

/** A module registers how CRM handles its records of clients (once, from its index). */
export function registerClientReferences(module: ModuleType, references: ClientReferences): void {
  if (registry.has(module)) throw new Error(`Client references of ${module} registered twice`);
  registry.set(module, references);
}

export const clientReferences = (): [ModuleType, ClientReferences][] => [...registry.entries()];
