// One build id for the web bundle (version.json) and the api function (/api/health).
// `npm run build` sets BUILD_ID once so both halves agree; a lone workspace build computes its own.
import { execSync } from 'node:child_process';

export function buildId() {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  let sha = 'nogit';
  try {
    sha = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (e.g. a source archive): the timestamp alone still identifies the build.
  }
  const id = `${sha}-${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}`;
  process.env.BUILD_ID = id;
  return id;
}
