import { MODULE_TYPES, type Action, type ModuleType } from '@plataforma/domain';
import { createContext, useContext, type ComponentType } from 'react';

export type LayoutName = 'default' | 'fullpage';

/** A lazily loaded screen: a module with a default-exported page component. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** One screen of a business module, under /{organization}/. */
export interface ModuleScreen {
  /** Path below the organization slug, e.g. 'restaurant/menu/dish/:id'. */
  path: string;
  /** i18n key under `screens.` for the title. */
  screen: string;
  /** The spec puts orders, POS and the daily menu in the fullpage layout; the rest use the default one. */
  layout?: LayoutName;
  /** Listed in the sidebar under its module. */
  inSidebar?: boolean;
  /** The page; a module screen not built yet shows the shared empty state. */
  load?: ScreenLoader;
  /**
   * The other module the screen serves (the POS and the orders have a screen per selling module, analytics one per
   * module it reports on): listed and opened only where the organization has that module on too.
   */
  requires?: ModuleType;
  /**
   * What the member's role must allow to see the screen (analytics: 'analytics.read', no staff): left out of the
   * sidebar and the home tiles otherwise. The page itself says so to whoever opens it by its address (the API
   * refuses its data too); the route does not check it, to keep the permission table out of the app's entry.
   */
  permission?: Action;
}

export interface ModuleRoutes {
  module: ModuleType;
  screens: ModuleScreen[];
  /** The module's Spanish texts (its `i18n.ts`), loaded with the first of its screens to open. */
  messages?: () => Promise<{ default: object }>;
}

/** Every business module's screens by type: assembled in web/src/modules, handed to the shell by web/src/app. */
export type ModuleRegistry = Record<ModuleType, ModuleRoutes>;

/** A module of the organization as the sidebar and the home tiles show it: the screens it lists there. */
export interface ModuleEntry {
  module: ModuleType;
  screens: ModuleScreen[];
}

/** What the member's role allows (`can(role, action)`: given by the caller, the shell's entry stays without the table). */
export type Allowed = (action: Action) => boolean;

/** Whether the organization has what a screen of an enabled module needs (its `requires`) and the role may see it. */
export const screenAvailable = (
  screen: ModuleScreen,
  enabled: ReadonlySet<ModuleType>,
  allowed: Allowed = () => true,
): boolean => (!screen.requires || enabled.has(screen.requires)) && (!screen.permission || allowed(screen.permission));

/**
 * The organization's enabled modules (in the order of MODULE_TYPES) with the screens they list that the organization
 * can open and the member's role may see; a module with none to open (a POS without any selling module, analytics
 * for staff) is left out. The sidebar lists them, the home page gives each a tile opening its first screen.
 */
export function organizationEntries(
  registry: ModuleRegistry,
  modules: readonly ModuleType[],
  allowed?: Allowed,
): ModuleEntry[] {
  const enabled = new Set(modules);
  return MODULE_TYPES.filter((type) => enabled.has(type))
    .map((type) => ({
      module: type,
      screens: registry[type].screens.filter((screen) => screen.inSidebar && screenAvailable(screen, enabled, allowed)),
    }))
    .filter((entry) => entry.screens.length > 0);
}

/** The registry as the shell receives it (platform/ never imports modules/): provided by the root layout. */
export const ModuleRegistryContext = createContext<ModuleRegistry | null>(null);

export function useModuleRegistry(): ModuleRegistry {
  const registry = useContext(ModuleRegistryContext);
  if (!registry) throw new Error('useModuleRegistry needs the registry given to RootLayout.');
  return registry;
}
