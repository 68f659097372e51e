import { useCallback, useEffect, useState } from 'react';
import type { GridRow } from '../../../elements/grid';
import type { FarmDeclaration } from './farm-declaration';
import { readPartRows } from './farm-part-read';

/** A stored master's parts as read for showing: every kind at once, or why they could not be. */
export type MasterParts =
  | { status: 'loading' }
  | { status: 'ready'; rows: Readonly<Record<string, GridRow[]>> }
  /** `message`: the server's refusal; none when the network failed (the HTTP client has said so). */
  | { status: 'failed'; message?: string };

/**
 * Reads every part of the master `masterId`, again on `retry` and when `readAgainOn` changes (a
 * list's rows after a save); a newer reading's answer wins.
 */
export function useMasterParts(
  declaration: FarmDeclaration,
  masterId: string,
  readAgainOn?: unknown,
): { parts: MasterParts; retry: () => void } {
  const [parts, setParts] = useState<MasterParts>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setParts({ status: 'loading' });
    const kinds = declaration.parts ?? [];
    Promise.all(kinds.map((part) => readPartRows(declaration, part, masterId)))
      .then((answers) => {
        if (!current) return;
        const refused = answers.find((answer) => 'refused' in answer);
        if (refused && 'refused' in refused) setParts({ status: 'failed', message: refused.refused });
        else
          setParts({
            status: 'ready',
            rows: Object.fromEntries(
              kinds.map((part, index) => [part.code, (answers[index] as { rows: GridRow[] }).rows]),
            ),
          });
      })
      .catch(() => {
        if (current) setParts({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [declaration, masterId, attempt, readAgainOn]);

  return { parts, retry: useCallback(() => setAttempt((count) => count + 1), []) };
}
