import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The environment of an npm command run for a host: none of the calling npm's own variables, which describe the repository's package. */
export function npmEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') && name !== 'INIT_CWD'),
  );
}

/**
 * `npm pack` of the repository into `destination`, as a publish would make it (prepack builds it);
 * returns the tarball's path. Under `npm test` (FARM_PREBUILT=1) the run has just built dist/ with
 * the same element builds and declarations prepack makes, so the pack skips building them twice.
 */
export function packTarball(destination: string): string {
  const prebuilt = process.env.FARM_PREBUILT === '1' ? ['--ignore-scripts'] : [];
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination, ...prebuilt], {
    cwd: ROOT,
    encoding: 'utf8',
    env: npmEnvironment(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // prepack's own output comes before npm's JSON.
  const [packed] = JSON.parse(output.slice(output.indexOf('[\n'))) as { filename: string }[];
  if (!packed) throw new Error('npm pack reported no tarball');
  return path.join(destination, packed.filename);
}

/** The tarball packed once for the whole run (global-setup.ts). */
export function packedTarball(): string {
  const tarball = process.env.FARM_PACKED_TARBALL;
  if (!tarball)
    throw new Error('FARM_PACKED_TARBALL is not set: run these tests through tests/package/playwright.config.ts');
  return tarball;
}
