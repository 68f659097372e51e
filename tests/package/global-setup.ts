import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packTarball } from './packed-tarball';

/** Packs the package once; every host of the run installs that same tarball. */
export default function globalSetup(): void {
  process.env.FARM_PACKED_TARBALL = packTarball(mkdtempSync(path.join(tmpdir(), 'farm-packed-')));
}
