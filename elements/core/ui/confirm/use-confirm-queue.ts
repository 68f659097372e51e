import { useCallback, useRef, useState } from 'react';
import type { ConfirmFn, ConfirmOptions } from './confirm-model';

export interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  answer: (ok: boolean) => void;
}

/** Confirmations waiting for an answer; each resolves its promise once and then leaves. */
export function useConfirmQueue(): { pending: PendingConfirm[]; confirm: ConfirmFn } {
  const [pending, setPending] = useState<PendingConfirm[]>([]);
  const nextId = useRef(1);
  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const id = nextId.current++;
        const answer = (ok: boolean) => {
          setPending((current) => current.filter((entry) => entry.id !== id));
          resolve(ok);
        };
        setPending((current) => [...current, { id, options, answer }]);
      }),
    [],
  );
  return { pending, confirm };
}
