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

/**
 * What a module needs of another to work: the POS sells at a location and the kitchen board follows one, and
 * locations are the configuration module's. Enabling a module (or creating an organization with it) enables what it
 * needs in the same write; a module another enabled module needs cannot be disabled.
 */
export const MODULE_DEPENDENCIES: Partial<Record<ModuleType, readonly ModuleType[]>> = {
  pos: ['configuration'],
  orders: ['configuration'],
  /** A salon's services name the employees who perform them, its rooms belong to a location, and its appointment
   * book books employees at locations. */
  beauty: ['configuration'],
  /** A course's teacher is an employee and its sessions are at a location; its students are CRM clients. */
  elearning: ['configuration', 'crm'],
};

/** The modules with everything they need, each once, in the order of MODULE_TYPES. */
export function withRequiredModules(types: readonly ModuleType[]): ModuleType[] {
  const wanted = new Set<ModuleType>();
  const add = (type: ModuleType) => {
    if (wanted.has(type)) return;
    wanted.add(type);
    MODULE_DEPENDENCIES[type]?.forEach(add);
  };
  types.forEach(add);
  return MODULE_TYPES.filter((type) => wanted.has(type));
}

/** The enabled modules that need `type` (directly or through another): it stays on while any is. */
export function modulesRequiring(type: ModuleType, enabled: readonly ModuleType[]): ModuleType[] {
  return enabled.filter((other) => other !== type && withRequiredModules([other]).includes(type));
}

export * from './collections';
