export interface ElementModule {
  tag: string;
  /** The element.ts file, relative to the root, with forward slashes. */
  source: string;
}

export function findElementModules(root: string, sourceDirs: string[]): ElementModule[];

export function shippedModulePath(tag: string): string;
