import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useBuildCheck } from '../build-check/useBuildCheck';
import { GlobalLoader } from '../loading/GlobalLoader';
import { NavigationProgress } from '../loading/NavigationProgress';
import { SessionGuard } from '../auth/SessionGuard';
import { useAppStage } from '../loading/app-stage';
import { StageError } from '../loading/StageError';

// Kept out of the first-load bundle: no page needs a toast before it has painted.
const Toasts = lazy(() => import('./Toasts'));

/** Wraps every route: the global loader, the session rules, navigation progress, toasts and the build check. */
export function RootLayout() {
  useBuildCheck();
  const failed = useAppStage((s) => s.stage === 'error');
  return (
    <>
      <GlobalLoader />
      <NavigationProgress />
      {failed ? (
        <StageError />
      ) : (
        <SessionGuard>
          <Outlet />
        </SessionGuard>
      )}
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
