import { z } from 'zod';

/** The file the web build writes and the app polls to detect a new deploy. */
export const VERSION_FILE = 'version.json';

export const versionFileSchema = z.object({ buildId: z.string().min(1) });
export type VersionFile = z.infer<typeof versionFileSchema>;

/** How often the app asks whether a newer build has been deployed. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** After a chunk fails to load the page reloads once; another reload within this window is refused. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 1000;
