import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { npmEnvironment, packedTarball, ROOT } from './packed-tarball';

/** The version the repository itself installed, so a host's install is served from npm's cache. */
export function installedVersion(name: string): string {
  return (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }
  ).version;
}

/** `name -> version` for packages the repository installed, pinned to its versions. */
export const pinned = (names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, installedVersion(name)]));

/**
 * A project as an integrator has it: the files of `templateDir` in a folder of its own outside
 * the repository (so nothing resolves from our node_modules), `dependencies` installed by npm.
 */
export function installProject(templateDir: string, dependencies: Record<string, string>): string {
  const name = path.basename(templateDir);
  const dir = mkdtempSync(path.join(tmpdir(), `farm-host-${name}-`));
  cpSync(templateDir, dir, { recursive: true });
  const manifest = { name: `farm-host-${name}`, private: true, type: 'module', dependencies };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    env: npmEnvironment(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return dir;
}

/** A fixture host of tests/package/hosts with `farm-elements` from the packed tarball beside `dependencies`. */
export function installHost(template: string, dependencies: string[]): string {
  return installProject(path.join(import.meta.dirname, 'hosts', template), {
    'farm-elements': `file:${packedTarball()}`,
    ...pinned(dependencies),
  });
}

/** The packages a project's install added, by their node_modules path. */
export function installedPackages(dir: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  return Object.keys(lock.packages).filter((key) => key.startsWith('node_modules/'));
}

/** Type-checks a host with the TypeScript the repository has, against what the host installed. */
export function typeCheckHost(dir: string): string {
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
}
