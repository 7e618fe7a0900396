import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_GAP_PX, TOASTS_VISIBLE } from '../constants';

/** Toasts with the spec's constants: 4 s, 3 visible, 14 px apart; at the bottom, clear of the top bars' actions. Loaded after the first paint. */
export default function Toasts() {
  return (
    <Toaster
      position="bottom-center"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      gap={TOAST_GAP_PX}
    />
  );
}
