import '../../core/i18n/catalogues/grid';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { FormControl, FormValidity } from '../../core/element';
import { t } from '../../core/i18n';
import type { MoneyDecimals } from '../../core/validation';
import { gridFormValue, type GridFormValue } from '../model/form-value';
import type { GridColumn, GridRow } from '../model/grid-types';
import { validateRows, type CellError, type CellVerdictCache } from '../model/grid-validation';
import type { RowState } from '../model/row-state';
import type { GridStore } from './use-grid-store';
import { useLatest } from './use-latest';

export interface GridFormOptions {
  /** Given by `<farm-grid>` only: a React host's grid takes no part in a form. */
  formControl?: FormControl;
  host?: Element;
  /** The element's current value, as it hands it down. */
  value?: GridFormValue | null;
  /** Tells the element the grid's value, which it submits (as JSON) and answers as `.value`. */
  report?: (change: { value: GridFormValue }) => void;
  required: boolean;
  columns: readonly GridColumn[];
  moneyDecimals?: MoneyDecimals;
  /** The grid's state: its rows and the rows last given, as drawn now and as changed since. */
  store: GridStore;
  rowState: RowState;
  given: readonly GridRow[];
  /** Back to the rows last given (a form's reset): answers them. */
  restart(): RowState;
  /** The grid's frame: where the browser points when no failing cell is drawn. */
  frame: RefObject<HTMLElement | null>;
  /** The drawn cell of a failure, if it is drawn now. */
  cellOf(failure: CellError): HTMLElement | undefined;
  /** Marks the failing cells and scrolls to the first. */
  showFailures(found: readonly CellError[]): void;
}

/**
 * `<farm-grid>` as a form control. In a form it reports its value (GridFormValue) after every
 * change, its validity from the column rules (the first failing cell's message, a custom error;
 * `required` with no row is a missing value), restarts from the rows it was given on
 * `form.reset()`, and on `invalid` (a submit, `reportValidity()`) marks the failing cells and
 * points the browser at the first. Outside a form it does nothing: the value and a check of
 * every cell on each edit are for a form only.
 */
export function useGridForm(options: GridFormOptions): void {
  const { formControl, host, value, required, columns, moneyDecimals, store, rowState, given } = options;
  // Read as the grid draws: an element moved into a form draws again, and starts reporting.
  const form = formControl?.form ?? null;
  const latest = useLatest(options);
  const reported = useRef<{ state: RowState; given: readonly GridRow[]; value: GridFormValue } | null>(null);
  const failures = useRef<readonly CellError[]>([]);
  const checking = useRef(0);
  const checked = useRef<{ rows: readonly GridRow[]; cache: CellVerdictCache } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: verdicts hold for the rules they were found under, so new rules start a new cache.
  const cache = useMemo<CellVerdictCache>(() => new WeakMap(), [columns, moneyDecimals]);

  /**
   * Until the check of the rows now ends (microtasks for the code rules), the last verdicts stand
   * for the rows still there.
   */
  const failing = useCallback((rows: readonly GridRow[]): readonly CellError[] => {
    if (failures.current.length === 0) return failures.current;
    const ids = new Set(rows.map((row) => row.id));
    return failures.current.filter((failure) => ids.has(failure.rowKey));
  }, []);

  const validity = useCallback(
    (rows: readonly GridRow[]): FormValidity | undefined => {
      const { required: rowsRequired, frame, cellOf } = latest.current;
      const anchor = frame.current ?? undefined;
      if (rowsRequired && rows.length === 0)
        return { flags: { valueMissing: true }, message: t('grid.rowsRequired'), anchor };
      const [first] = failing(rows);
      return first
        ? { flags: { customError: true }, message: first.message, anchor: cellOf(first) ?? anchor }
        : undefined;
    },
    [failing, latest],
  );

  const refresh = useCallback(
    (state: RowState, givenRows: readonly GridRow[]) => {
      const { formControl: control, report, columns: ruled, moneyDecimals: decimals } = latest.current;
      if (!control?.form) return;
      const last = reported.current;
      if (!last || last.state !== state || last.given !== givenRows) {
        const next = gridFormValue(state, givenRows);
        reported.current = { state, given: givenRows, value: next };
        report?.({ value: next });
      }
      control.setValidity(validity(state.rows));
      // The same rows under the same rules were checked already (the change was told at once,
      // then drawn): their custom checks, maybe server calls, are not run twice.
      if (checked.current?.rows === state.rows && checked.current.cache === cache) return;
      checked.current = { rows: state.rows, cache };
      const run = ++checking.current;
      void validateRows(state.rows, ruled, decimals, { cache }).then((found) => {
        if (run !== checking.current) return;
        failures.current = found;
        control.setValidity(validity(state.rows));
      });
    },
    [cache, latest, validity],
  );

  // A change of the rows in the store (a user's edit, a method) is reported as it is made: a
  // script's addRows() then requestSubmit() sends the added row.
  useLayoutEffect(() => {
    let seen = store.getState();
    return store.subscribe(() => {
      const now = store.getState();
      if (now.rowState === seen.rowState && now.given === seen.given) return;
      seen = now;
      refresh(now.rowState, now.given);
    });
  }, [refresh, store]);

  // New rows from the host, the grid joining a form, new rules.
  // biome-ignore lint/correctness/useExhaustiveDependencies: joining a form and `required` are read through `latest`, yet each calls for a refresh.
  useLayoutEffect(() => refresh(rowState, given), [refresh, rowState, given, form, required]);

  // The value is the grid's: a script's assignment to `.value` is put back.
  useLayoutEffect(() => {
    const last = reported.current;
    if (form && last && value != null && value !== last.value) latest.current.report?.({ value: last.value });
  }, [form, latest, value]);

  useEffect(
    () =>
      formControl?.onReset(() => {
        // At once, as a native control resets: the form reads the value before React draws.
        failures.current = [];
        checked.current = null;
        refresh(latest.current.restart(), store.getState().given);
      }),
    [formControl, latest, refresh, store],
  );

  useEffect(() => {
    if (!host || !formControl) return undefined;
    const onInvalid = () => {
      const { rows } = store.getState().rowState;
      latest.current.showFailures(failing(rows));
      // A failing cell drawn now is where the browser's message points.
      formControl.setValidity(validity(rows));
    };
    host.addEventListener('invalid', onInvalid);
    return () => host.removeEventListener('invalid', onInvalid);
  }, [failing, formControl, host, latest, store, validity]);
}
