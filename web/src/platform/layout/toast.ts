import { toast as sonner } from 'sonner';

type Kind = 'success' | 'error' | 'warning' | 'info';

/**
 * The app's toasts (every toast goes through here: lint refuses `sonner` elsewhere). A toast is identified by its
 * kind and text, so repeating an action that fails the same way shows its message once instead of piling it up.
 */
const show = (kind: Kind) => (message: string) => sonner[kind](message, { id: `${kind}:${message}` });

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
