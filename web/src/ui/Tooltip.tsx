import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// MUI's Tooltip brings Popper.js (~11 KB gzipped): it loads once a page shows a tooltip, not with the page.
const MuiTooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip, loaded on demand: until it is there (a moment after the first paint) the element shows without it.
 * Give the element its own accessible name where the tooltip names it (the tooltip only adds the hover text).
 * The element mounts again when the tooltip arrives: do not wrap a field someone may be typing in by then.
 */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
