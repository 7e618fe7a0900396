// `npm run build`: the functions bundle and the web app, stamped with the same build id.
import { execSync } from 'node:child_process';
import { buildId } from './build-id.mjs';

const env = { ...process.env, BUILD_ID: buildId() };
console.log(`Build ${env.BUILD_ID}`);
execSync('npm run build -w functions', { stdio: 'inherit', env });
execSync('npm run build -w web', { stdio: 'inherit', env });
