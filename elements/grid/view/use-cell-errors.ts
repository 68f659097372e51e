import { useCallback, useRef, useState } from 'react';
import type { CellError } from '../model/grid-validation';

export function errorKey(rowKey: string, columnKey: string): string {
  return `${rowKey}\u0000${columnKey}`;
}

/** The message of each failing cell, by row and column. */
export function useCellErrors() {
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const latest = useRef(errors);
  const apply = useCallback((next: ReadonlyMap<string, string>) => {
    latest.current = next;
    setErrors(next);
  }, []);
  const setCell = useCallback(
    (rowKey: string, columnKey: string, message: string | undefined) => {
      const key = errorKey(rowKey, columnKey);
      if (latest.current.get(key) === message) return;
      const next = new Map(latest.current);
      if (message === undefined) next.delete(key);
      else next.set(key, message);
      apply(next);
    },
    [apply],
  );
  const replaceAll = useCallback(
    (all: readonly CellError[]) =>
      apply(new Map(all.map((error) => [errorKey(error.rowKey, error.columnKey), error.message]))),
    [apply],
  );
  return { errors, setCell, replaceAll };
}
