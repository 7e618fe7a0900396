import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useBuildCheck } from '../build-check/useBuildCheck';
import { GlobalLoader } from '../loading/GlobalLoader';
import { NavigationProgress } from '../loading/NavigationProgress';
import { SessionGuard } from '../auth/SessionGuard';
import { OrganizationGuard } from '../organizations/OrganizationGuard';
import { useAppStage } from '../loading/app-stage';
import { StageError } from '../loading/StageError';
import { ModuleRegistryContext, type ModuleRegistry } from '../routing/module-routes';
import { usePrefetchOpenModule } from '../routing/prefetch';
import { SkipLink } from '../../ui/SkipLink';

// Kept out of the first-load bundle: no page needs a toast before it has painted.
const Toasts = lazy(() => import('./Toasts'));

/**
 * Wraps every route: the skip link (the keyboard's first stop in every layout), the global loader, the session and organization checks, navigation progress, toasts, build check.
 * It receives the business modules' registry from the app and gives it to the shell (sidebar, organization home).
 */
export function RootLayout({ modules }: { modules: ModuleRegistry }) {
  useBuildCheck();
  usePrefetchOpenModule(modules);
  const failed = useAppStage((s) => s.stage === 'error');
  return (
    <ModuleRegistryContext.Provider value={modules}>
      <SkipLink />
      <GlobalLoader />
      <NavigationProgress />
      {failed ? (
        <StageError />
      ) : (
        <SessionGuard>
          <OrganizationGuard>
            <Outlet />
          </OrganizationGuard>
        </SessionGuard>
      )}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </ModuleRegistryContext.Provider>
  );
}
