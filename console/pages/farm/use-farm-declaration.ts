import { useCallback, useEffect, useState } from 'react';
import { getAction, isSuccessful } from '../../../elements/core/http';
import type { FarmDeclaration } from './farm-declaration';

export interface FarmDeclarationState {
  declaration: FarmDeclaration | null;
  /** The server's refusal, or true when the request failed (the HTTP client has said why). */
  failure: string | true | null;
  retry: () => void;
}

/** Reads what the generic list page draws for a resource code. */
export function useFarmDeclaration(code: string): FarmDeclarationState {
  const [declaration, setDeclaration] = useState<FarmDeclaration | null>(null);
  const [failure, setFailure] = useState<string | true | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setDeclaration(null);
    setFailure(null);
    getAction<FarmDeclaration>(`/farm/declaration/${encodeURIComponent(code)}`)
      .then((answer) => {
        if (!current) return;
        if (isSuccessful(answer)) setDeclaration(answer.result);
        else setFailure(answer.message || true);
      })
      .catch(() => {
        if (current) setFailure(true);
      });
    return () => {
      current = false;
    };
  }, [code, attempt]);

  return { declaration, failure, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
