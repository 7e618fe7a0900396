/**
 * The business modules of the spec, by name. One folder per module exists in each layer that needs it, with the same
 * name; this list is where a new module is registered. The platform enables modules per organization, so it knows
 * their names, never their contents (platform/ does not import modules/).
 */
export const MODULE_TYPES = [
  'beauty',
  'ecommerce',
  'restaurant',
  'crm',
  'cms',
  'elearning',
  'promotions',
  'pos',
  'orders',
  'analytics',
  'configuration',
  'tools',
] as const;

export type ModuleType = (typeof MODULE_TYPES)[number];

export function isModuleType(value: unknown): value is ModuleType {
  return typeof value === 'string' && (MODULE_TYPES as readonly string[]).includes(value);
}

export * from './collections';
