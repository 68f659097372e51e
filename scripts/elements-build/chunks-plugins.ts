import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * React's package entries only choose between their development and production builds (and
 * react-dom's adds a DevTools minification check); the script-tag build imports the production
 * builds directly, which keeps those wrappers out of the shared runtime.
 */
export function productionReactAliases(root: string): { find: RegExp; replacement: string }[] {
  const builds: Record<string, string> = {
    react: 'react/cjs/react.production.js',
    'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
    'react-dom': 'react-dom/cjs/react-dom.production.js',
    'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
    scheduler: 'scheduler/cjs/scheduler.production.js',
  };
  return Object.entries(builds).map(([name, file]) => ({
    find: new RegExp(`^${name}$`),
    replacement: path.join(root, 'node_modules', file),
  }));
}

/**
 * @emotion/react declares its JSX types in a TypeScript namespace that compiles to an IIFE writing
 * to its `jsx` function; that write keeps `jsx` and the css-prop component behind it in the bundle
 * though no widget uses the css prop. The IIFE does nothing at run time, so it is dropped.
 */
export function emotionJsxNamespacePlugin(): Plugin {
  const module = /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/;
  const namespace =
    /\(function \(_jsx\) \{\s*var JSX;\s*\(function \(_JSX\) \{\}\)\(JSX \|\| \(JSX = _jsx\.JSX \|\| \(_jsx\.JSX = \{\}\)\)\);\s*\}\)\(jsx \|\| \(jsx = \{\}\)\);/;
  return {
    name: 'farm-emotion-jsx-namespace',
    transform(code, id) {
      return module.test(id) && namespace.test(code) ? { code: code.replace(namespace, ''), map: null } : null;
    },
  };
}

/**
 * The call chunks, each an entry that keeps its exports (the loader calls them) among element
 * entries that need not keep theirs; an emitted chunk may choose, an `input` entry may not.
 */
export function callChunksPlugin(root: string, callEntries: Record<string, string>): Plugin {
  return {
    name: 'farm-call-chunks',
    buildStart() {
      for (const [name, source] of Object.entries(callEntries))
        this.emitFile({ type: 'chunk', id: path.resolve(root, source), name, preserveSignature: 'strict' });
    },
  };
}
