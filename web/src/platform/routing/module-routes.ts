import type { ModuleType } from '@plataforma/domain';
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
}

export interface ModuleRoutes {
  module: ModuleType;
  screens: ModuleScreen[];
  /** The module's Spanish texts (its `i18n.ts`), loaded with the first of its screens to open. */
  messages?: () => Promise<{ default: object }>;
}

/** Every business module's screens by type: assembled in web/src/modules, handed to the shell by web/src/app. */
export type ModuleRegistry = Record<ModuleType, ModuleRoutes>;

/** The registry as the shell receives it (platform/ never imports modules/): provided by the root layout. */
export const ModuleRegistryContext = createContext<ModuleRegistry | null>(null);

export function useModuleRegistry(): ModuleRegistry {
  const registry = useContext(ModuleRegistryContext);
  if (!registry) throw new Error('useModuleRegistry needs the registry given to RootLayout.');
  return registry;
}
