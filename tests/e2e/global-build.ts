import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the front end into FARM_DIST_DIR once, before any worker starts its server. `npm test`
 * builds once for this stage and the package stage before either runs, and says so (FARM_PREBUILT).
 */
export default function buildOnce(): void {
  if (process.env.FARM_PREBUILT === '1') return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}
