import { Toaster } from 'sonner';
import GlobalStyles from '@mui/material/GlobalStyles';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOASTS_VISIBLE } from '../constants';

/**
 * A toast never stands between a person and a button: pointer events go through it to what lies beneath (only its
 * close button takes them). Otherwise a toast born under the pointer (the button just clicked) stays while the pointer
 * rests on it, covering the dialog's next action until the person moves away or closes it.
 */
const passThrough = {
  '[data-sonner-toast]': { pointerEvents: 'none' },
  '[data-sonner-toast] [data-close-button]': { pointerEvents: 'auto' },
} as const;

/** Toasts with the spec's constants: 4 s, 3 visible, 14 px apart; at the bottom, clear of the top bars' actions. Loaded after the first paint. */
export default function Toasts() {
  return (
    <>
      <GlobalStyles styles={passThrough} />
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
