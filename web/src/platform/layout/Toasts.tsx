import { Toaster } from 'sonner';
import GlobalStyles from '@mui/material/GlobalStyles';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOASTS_VISIBLE } from '../constants';

/**
 * Toasts read well and never stand in the way: pointer events go through a toast to what lies beneath (only its
 * close button takes them). Otherwise a toast born under the pointer (the button just clicked) stays while the pointer
 * rests on it, covering the dialog's next action until the person moves away or closes it.
 */
const toastStyles = {
  '[data-sonner-toast]': { pointerEvents: 'none' },
  '[data-sonner-toast] [data-close-button]': { pointerEvents: 'auto' },
  // The rich colours' texts darkened to AA contrast (4.5:1) on their tints: sonner's are 3.1-4.4:1.
  'html [data-sonner-toaster][data-sonner-theme="light"]': {
    '--success-text': 'hsl(140, 100%, 22%)',
    '--info-text': 'hsl(210, 92%, 38%)',
    '--warning-text': 'hsl(31, 92%, 32%)',
    '--error-text': 'hsl(360, 100%, 38%)',
  },
} as const;

/** Toasts with the spec's constants: 4 s, 3 visible, 14 px apart; at the bottom, clear of the top bars' actions. Loaded after the first paint. */
export default function Toasts() {
  return (
    <>
      <GlobalStyles styles={toastStyles} />
      <Toaster
        position="bottom-center"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        visibleToasts={TOASTS_VISIBLE}
        gap={TOAST_GAP_PX}
      />
    </>
  );
}
