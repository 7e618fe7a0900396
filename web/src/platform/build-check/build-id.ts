declare const __BUILD_ID__: string;

/** The id of the build this page runs (injected by vite.config.ts and written to version.json). */
export const CURRENT_BUILD_ID: string = __BUILD_ID__;
