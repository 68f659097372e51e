import { useRef, useState } from 'react';
import {
  conditionsOf,
  emptyCondition,
  withField,
  withRule,
  type QueryCondition,
  type QueryField,
  type QueryParam,
  type QueryRule,
} from '../model';

/** A builder row: a condition with a stable id, so removing a row keeps the others' editors. */
export interface ConditionRowState extends QueryCondition {
  id: number;
}

/** The rows of the builder and the edits a user makes to them. */
export function useConditionRows() {
  const nextId = useRef(1);
  const withId = (condition: QueryCondition): ConditionRowState => ({ ...condition, id: nextId.current++ });
  const [rows, setRows] = useState<ConditionRowState[]>(() => [withId(emptyCondition())]);

  const update = (id: number, change: (row: ConditionRowState) => QueryCondition) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...change(row), id } : row)));

  return {
    rows,
    setField: (id: number, field: QueryField | undefined) => update(id, (row) => withField(row, field)),
    setRule: (id: number, rule: QueryRule) => update(id, (row) => withRule(row, rule)),
    setValue: (id: number, val: string) => update(id, (row) => ({ ...row, val })),
    addAfter: (id: number) =>
      setRows((current) => {
        const at = current.findIndex((row) => row.id === id);
        return [...current.slice(0, at + 1), withId(emptyCondition()), ...current.slice(at + 1)];
      }),
    /** Removing the last row leaves one empty row, so there is always a row to fill. */
    remove: (id: number) =>
      setRows((current) => {
        const left = current.filter((row) => row.id !== id);
        return left.length ? left : [withId(emptyCondition())];
      }),
    replace: (params: readonly QueryParam[]) => setRows(conditionsOf(params).map(withId)),
  };
}
