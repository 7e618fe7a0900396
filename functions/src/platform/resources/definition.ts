import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import type * as z from 'zod/mini';
import type { Action, ModuleType, TenantCollectionName } from '@plataforma/domain';
import type { Tenant } from '../organizations/tenant-router';

/** Fields the platform keeps on every resource document, besides the module's own. */
export interface StoredMeta {
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Prefixes of the searchable text (see searchTokens in domain). */
  searchTokens: string[];
}

export type Stored<Doc> = Doc & StoredMeta;

/** What a module's rule may read and check while a document is written: all inside the write's transaction. */
export interface WriteContext<Doc> {
  tx: Transaction;
  tenant: Tenant;
  ref: DocumentReference;
  /** The document before a replace; undefined on create. */
  existing: Stored<Doc> | undefined;
}

export interface DeleteContext<Doc> {
  tx: Transaction;
  tenant: Tenant;
  id: string;
  doc: Stored<Doc>;
}

/**
 * One REST resource of a business module, stored at organizations/{orgId}/{collection}/{id}. The platform turns
 * it into list (paged, searched, sorted, filtered), get, create, replace and delete; the module says only what is
 * its own: the body schema, how a body becomes a document (checking what it references), how a document is
 * answered, and what makes a delete impossible.
 */
export interface ResourceDefinition<Body, Doc extends object, Dto> {
  module: ModuleType;
  /** Collection under the organization, e.g. 'dishes' (declared by the module in domain). */
  collection: TenantCollectionName;
  /** Permission to read and to change (the roles are in domain's permission table). */
  read: Action;
  manage: Action;
  /** Permission to create, when wider than `manage` (staff create clients at the till); `manage` by default. */
  create?: Action;
  body: z.ZodMiniType<Body>;
  /**
   * `?sort=` values and the document field each orders by; the first, ascending, is the default order, and the only
   * one of a filtered or searched list (each filter costs composite indexes: see resourceListPlan).
   */
  sortable: Record<string, string>;
  /**
   * `?<param>=<value>` filters (at most two: see resourceListPlan): the document field an equality compares, or an
   * `array-contains` on a field of folded words (a client's tags), which a search cannot be combined with.
   */
  filters?: Record<string, string | ContainsFilter>;
  /** The text a list search finds the document by (its name, usually). */
  searchText(doc: Doc): string;
  /** The key a search looks up, when the resource reads queries its own way (a phone number's digits). */
  searchKey?(q: string): string | undefined;
  /** Turns a validated body into the stored document. Throws ApiError (400 with field errors) for bad references. */
  toDoc(body: Body, ctx: WriteContext<Doc>): Promise<Doc> | Doc;
  toDto(id: string, doc: Stored<Doc>): Dto;
  /** Completes answers with what other documents hold (names of what they point at), a page at a time. */
  expand?(tenant: Tenant, dtos: Dto[]): Promise<Dto[]>;
  /**
   * Writes what goes with the document in its transaction (unique keys, a timeline entry), before the document
   * itself: it may read first, as long as it writes after its reads.
   */
  written?(doc: Doc, ctx: WriteContext<Doc>): Promise<void> | void;
  /** Throws a 409 naming what still uses the document. */
  assertDeletable?(ctx: DeleteContext<Doc>): Promise<void>;
  /** Reads and deletes what goes with a deleted document, in its transaction (after assertDeletable). */
  removed?(ctx: DeleteContext<Doc>): Promise<void>;
}

/** A list filter that matches documents whose `field` (an array of folded words) contains the folded value. */
export interface ContainsFilter {
  field: string;
  op: 'array-contains';
}

/** What a resource's list may query by: the collection, its sort fields and its equality filters. */
export type ListedResource = Pick<
  ResourceDefinition<never, object, unknown>,
  'collection' | 'sortable' | 'filters' | 'searchKey'
>;
