import type { GridRow } from '../../../elements/grid';
import { useRemoteData } from '../../../elements/core/remote';
import type { FarmDeclaration } from './farm-declaration';
import { readPartRows } from './farm-part-read';

/** A stored master's parts as read for showing: every kind at once, or why they could not be. */
export type MasterParts =
  | { status: 'loading' }
  | { status: 'ready'; rows: Readonly<Record<string, GridRow[]>> }
  /** `message`: the server's refusal; none when the network failed (the HTTP client has said so). */
  | { status: 'failed'; message?: string };

type PartsRead = Exclude<MasterParts, { status: 'loading' }>;

/**
 * Reads every part of the master `masterId`, again on `retry` and when `readAgainOn` changes (a
 * list's rows after a save); a newer reading's answer wins.
 */
export function useMasterParts(
  declaration: FarmDeclaration,
  masterId: string,
  readAgainOn?: unknown,
): { parts: MasterParts; retry: () => void } {
  const read = useRemoteData<PartsRead>([declaration, masterId, readAgainOn], async () => {
    const kinds = declaration.parts ?? [];
    const answers = await Promise.all(kinds.map((part) => readPartRows(declaration, part, masterId)));
    const refused = answers.find((answer) => 'refused' in answer);
    if (refused && 'refused' in refused) return { status: 'failed', message: refused.refused };
    return {
      status: 'ready',
      rows: Object.fromEntries(kinds.map((part, index) => [part.code, (answers[index] as { rows: GridRow[] }).rows])),
    };
  });
  let parts: MasterParts = { status: 'loading' };
  if (read.loading) parts = { status: 'loading' };
  else if (read.error !== null) parts = { status: 'failed' };
  else if (read.data) parts = read.data;
  return { parts, retry: read.reload };
}
