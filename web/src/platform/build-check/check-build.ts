import { isVersionFile, VERSION_FILE } from '@plataforma/domain';

/**
 * Asks the server which build is deployed. True when it differs from the running one; false when it is the
 * same or cannot be told (offline, a deploy in progress): never reload on a doubt.
 */
export async function isNewBuildDeployed(currentBuildId: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetcher(`/${VERSION_FILE}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    return isVersionFile(body) && body.buildId !== currentBuildId;
  } catch {
    return false;
  }
}
