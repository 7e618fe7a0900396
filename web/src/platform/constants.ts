/** Timing constants of the spec (section 9) that the web app honours. */
export const LOADER_MAX_MS = 5000;
export const LOADER_AFTER_MOUNT_MS = 300;
export const AUTH_INIT_TIMEOUT_MS = 5000;
export const TOAST_DURATION_MS = 4000;
export const TOASTS_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
