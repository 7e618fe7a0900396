import type { UIMatch } from 'react-router-dom';
import type { ModuleType } from '@plataforma/domain';

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  /** i18n key under `screens.`: the title of the page. */
  screen?: string;
  /** The business module a screen belongs to: it opens only where the organization has it enabled. */
  module?: ModuleType;
  /** The other module the screen serves (`ModuleScreen.requires`): it must be enabled too. */
  requires?: ModuleType;
  /** The catch-all 404: shown to anyone, signed in or not. */
  notFound?: boolean;
}

/** True when the deepest match is the catch-all 404 route. */
export function isNotFoundMatch(matches: UIMatch[]): boolean {
  return (matches.at(-1)?.handle as RouteHandle | undefined)?.notFound === true;
}

/** The screen key of the deepest matched route that declares one. */
export function screenOfMatches(matches: UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.screen) return handle.screen;
  }
  return undefined;
}

/** The modules the deepest matched route of a module needs enabled: its own, and the one it serves if any. */
export function modulesOfMatches(matches: UIMatch[]): ModuleType[] {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.module) return handle.requires ? [handle.module, handle.requires] : [handle.module];
  }
  return [];
}
