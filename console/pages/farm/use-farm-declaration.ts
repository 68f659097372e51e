import { getAction, isSuccessful } from '../../../elements/core/http';
import { useRemoteData } from '../../../elements/core/remote';
import type { FarmDeclaration } from './farm-declaration';

export interface FarmDeclarationState {
  declaration: FarmDeclaration | null;
  /** The server's refusal, or true when the request failed (the HTTP client has said why). */
  failure: string | true | null;
  retry: () => void;
}

type DeclarationRead = { code: string } & (
  | { declaration: FarmDeclaration; refusal: null }
  | { declaration: null; refusal: string | true }
);

/** Reads what the generic list page draws for a resource code. */
export function useFarmDeclaration(code: string): FarmDeclarationState {
  const read = useRemoteData<DeclarationRead>([code], async (signal) => {
    const url = `/farm/declaration/${encodeURIComponent(code)}`;
    const answer = await getAction<FarmDeclaration>(url, undefined, { signal });
    return isSuccessful(answer)
      ? { code, declaration: answer.result, refusal: null }
      : { code, declaration: null, refusal: answer.message || true };
  });
  // Each load starts blank, so another resource's declaration is never drawn for this one.
  if (read.loading || (read.data && read.data.code !== code))
    return { declaration: null, failure: null, retry: read.reload };
  if (read.error !== null) return { declaration: null, failure: true, retry: read.reload };
  return { declaration: read.data?.declaration ?? null, failure: read.data?.refusal ?? null, retry: read.reload };
}
