/** The file the web build writes and the app polls to detect a new deploy. */
export const VERSION_FILE = 'version.json';

/** Contents of version.json. */
export interface VersionFile {
  buildId: string;
}

/** A type guard rather than a schema: the check runs on every page, so it must stay tiny. */
export function isVersionFile(value: unknown): value is VersionFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { buildId?: unknown }).buildId === 'string' &&
    (value as VersionFile).buildId.length > 0
  );
}

/** How often the app asks whether a newer build has been deployed. */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** After a chunk fails to load the page reloads once; another reload within this window is refused. */
export const CHUNK_RELOAD_GUARD_MS = 10 * 1000;
