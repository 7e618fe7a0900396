import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { whenIdle } from '../../../platform/routing/prefetch';

const load = () => import('./TicketDialog');
const TicketDialogChunk = lazy(() => load().then((m) => ({ default: m.TicketDialog })));

/**
 * The sale's ticket (screen and print), off the till's first load: it shows only after a sale, and the ticket layout
 * it brings is a few KB. Fetched as soon as the till is idle (`usePrefetchTicketDialog`), so it opens at once.
 */
export function TicketDialog(props: ComponentProps<typeof TicketDialogChunk>) {
  return (
    <Suspense fallback={null}>
      <TicketDialogChunk {...props} />
    </Suspense>
  );
}

/** Fetches the ticket dialog once the screen is idle (a till that sells must not wait for it). */
export function usePrefetchTicketDialog() {
  useEffect(() => whenIdle(() => void load()), []);
}
