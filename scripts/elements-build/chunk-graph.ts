import type { build, Rolldown } from 'vite';

/** The chunks (not assets) a build wrote. */
export function outputChunks(result: Awaited<ReturnType<typeof build>>): Rolldown.OutputChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) =>
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
}

/** Every chunk the browser fetches with `entry`: its static imports, theirs, and so on. */
export function staticImportsOf(entry: Rolldown.OutputChunk, chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  entry.imports.forEach(visit);
  return [...seen].sort();
}

/** The chunks `entry` and its static imports load by dynamic import(), with their own imports, minus the static ones. */
export function lazyImportsOf(entry: Rolldown.OutputChunk, chunks: Rolldown.OutputChunk[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const eager = new Set([entry.fileName, ...staticImportsOf(entry, chunks)]);
  const lazy = new Set<string>();
  const visit = (file: string) => {
    if (eager.has(file) || lazy.has(file)) return;
    lazy.add(file);
    const chunk = byFile.get(file);
    chunk?.imports.forEach(visit);
    chunk?.dynamicImports.forEach(visit);
  };
  for (const file of eager) byFile.get(file)?.dynamicImports.forEach(visit);
  return [...lazy].sort();
}
