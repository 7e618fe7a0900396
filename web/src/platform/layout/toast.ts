type Kind = 'success' | 'error' | 'warning' | 'info';

/**
 * The app's toasts (every toast goes through here: lint refuses `sonner` elsewhere). A toast is identified by its
 * kind and text, so repeating an action that fails the same way shows its message once instead of piling it up.
 * The library loads with the first toast (as the toaster after the first paint): no page carries it up front.
 */
const show =
  (kind: Kind) =>
  (message: string): void =>
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, { id: `${kind}:${message}` }));

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
