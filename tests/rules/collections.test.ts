import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLive, MODULE_COLLECTIONS, TENANT_COLLECTIONS, type ModuleCollections } from '@plataforma/domain';
import { rulesSource } from '../support/rules-env';

/**
 * The registry of tenant collections (domain's MODULE_COLLECTIONS) is the one list: every module's declaration is
 * in it, and firestore.rules opens exactly its live collections. No emulator needed.
 */

const MODULES_DIR = new URL('../../domain/src/modules/', import.meta.url);

const isDeclaration = (value: unknown): value is ModuleCollections =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).length > 0 &&
  Object.values(value).every(
    (entry: unknown) => typeof entry === 'object' && entry !== null && 'name' in entry && 'client' in entry,
  );

/** Inside `match /organizations/{orgId} { ... }` of firestore.rules (path wildcards are balanced braces too). */
function insideOrganization(rules: string): string {
  const opening = 'match /organizations/{orgId} {';
  const start = rules.indexOf(opening);
  expect(start, 'firestore.rules has a match for organizations/{orgId}').toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = start + opening.length - 1; i < rules.length; i++) {
    if (rules[i] === '{') depth++;
    if (rules[i] === '}' && --depth === 0) return rules.slice(start + opening.length, i);
  }
  throw new Error('unbalanced braces in firestore.rules');
}

describe('tenant collection registry', () => {
  it.each(readdirSync(MODULES_DIR).filter((name) => existsSync(new URL(`${name}/collections.ts`, MODULES_DIR))))(
    'the collections module %s declares are registered',
    async (module) => {
      const exports: Record<string, unknown> = await import(new URL(`${module}/collections.ts`, MODULES_DIR).href);
      const declarations = Object.values(exports).filter(isDeclaration);
      expect(declarations, `${module}/collections.ts declares its tenant collections`).toHaveLength(1);
      const registered: Partial<Record<string, ModuleCollections>> = MODULE_COLLECTIONS;
      expect(registered[module], `register ${module}'s collections in domain/src/collections.ts`).toBe(declarations[0]);
    },
  );

  it('no two modules declare the same collection', () => {
    const names = TENANT_COLLECTIONS.map(({ name }) => name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("firestore.rules matches exactly the registry's live collections under an organization", () => {
    // The first segment of each nested match: a collection name, or a wildcard such as {document=**} (never allowed).
    const matched = [...insideOrganization(rulesSource()).matchAll(/match \/([^/\s]+)/g)].map((m) => m[1]);
    const live = TENANT_COLLECTIONS.filter(({ client }) => isLive(client)).map(({ name }) => name);
    expect(matched.sort()).toEqual(live.sort());
  });
});
