import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useBuildCheck } from '../build-check/useBuildCheck';
import { GlobalLoader } from '../loading/GlobalLoader';
import { NavigationProgress } from '../loading/NavigationProgress';
import { useAppStage } from '../loading/app-stage';

// Kept out of the first-load bundle: no page needs a toast before it has painted.
const Toasts = lazy(() => import('./Toasts'));

/** Wraps every route: the global loader, navigation progress, toasts and the build check. */
export function RootLayout() {
  useBuildCheck();
  const setStage = useAppStage((s) => s.setStage);
  useEffect(() => {
    // Nothing to wait for yet: the identity and organization checks move the stage through its steps.
    setStage('ready');
  }, [setStage]);

  return (
    <>
      <GlobalLoader />
      <NavigationProgress />
      <Outlet />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
