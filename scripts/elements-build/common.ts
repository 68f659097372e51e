import react from '@vitejs/plugin-react';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import type { ElementModule } from '../element-sources.mjs';

/** What every element build shares: no config file, no public folder, a production build with React. */
export const common = (root: string): InlineConfig => ({
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  mode: 'production',
  plugins: [react()],
});

/** tag -> absolute source: the element entries of a build. */
export function entriesOf(root: string, elements: ElementModule[]): Record<string, string> {
  return Object.fromEntries(elements.map(({ tag, source }) => [tag, path.resolve(root, source)]));
}
