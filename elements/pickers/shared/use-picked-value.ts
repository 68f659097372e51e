import { useState } from 'react';
import type { FormControl } from '../../core/element';
import { echoOrder, fieldText, joinPicked, pickedText, splitPicked, type PickerChange } from './picked-value';
import { usePickedValidity } from './use-picked-validity';
import { useRemoteData } from '../../core/remote';

export interface PickedValueOptions<Row extends object> {
  /** The host's value; a new one replaces the user's choice and is echoed. */
  value?: string;
  storeField: string;
  textField: string;
  /** Fetches the records of stored values, to show their text. */
  echo: (values: string[]) => Promise<Row[]>;
  onChange?: (change: PickerChange<Row>) => void;
  /** Reports an echo that failed (the server's message). */
  onError?: (message: string) => void;
  formControl?: FormControl;
  required?: boolean;
}

interface Picked<Row> {
  value: string;
  items: Array<Row | string>;
  /** False while the items are bare values still waiting for their records. */
  echoed: boolean;
}

/** The records the server gave for one chosen value. */
interface Echoed<Row> {
  of: Picked<Row>;
  rows: Row[];
}

const fromValue = <Row>(value: string): Picked<Row> => ({
  value,
  items: splitPicked(value),
  echoed: splitPicked(value).length === 0,
});

/**
 * A picker's chosen value: what the host gave (echoed to its records), what the user picks
 * (reported as `{ value, previousValue, rows }`), and whether the form may take it.
 */
export function usePickedValue<Row extends object>(options: PickedValueOptions<Row>) {
  const { value = '', storeField, textField, echo, onChange, onError, formControl, required = false } = options;
  const [picked, setPicked] = useState<Picked<Row>>(() => fromValue(value));
  const [givenValue, setGivenValue] = useState(value);
  if (givenValue !== value) {
    // Adjusting state while rendering: a new value from the host replaces the user's choice.
    // The host echoing the user's own choice back (an element renders controlled) keeps the
    // chosen records rather than asking the server for them again.
    setGivenValue(value);
    if (value !== picked.value) setPicked(fromValue(value));
  }

  // The records of a value the host gave, asked for once per value; an answer overtaken by a
  // newer value (or echo) is dropped by useRemoteData, and a failure leaves the bare values shown.
  const echoed = useRemoteData<Echoed<Row>>(
    [picked, echo, storeField],
    async () => ({ of: picked, rows: await echo(splitPicked(picked.value)) }),
    { enabled: !picked.echoed, onError },
  );
  const answer = echoed.data;
  if (!picked.echoed && answer?.of === picked) {
    // Adjusting state while rendering: the answer for this value becomes its records (unless a
    // new value from the host, set just above, has replaced it).
    const items = echoOrder(splitPicked(picked.value), answer.rows, storeField);
    setPicked((now) => (now === answer.of ? { ...now, items, echoed: true } : now));
  }

  usePickedValidity(formControl, picked.value, required);

  const pick = (rows: Row[]) => {
    const next = joinPicked(rows.map((row) => fieldText(row, storeField)));
    const previousValue = picked.value;
    setPicked({ value: next, items: rows, echoed: true });
    onChange?.({ value: next, previousValue, rows });
  };
  const rows = picked.items.filter((item): item is Row => typeof item !== 'string');
  // What a dialog opens with: a value not echoed (yet, or because the echo failed) stays
  // chosen as a bare record, so confirming without touching it keeps it.
  const chosen = picked.items.map((item) =>
    typeof item === 'string' ? ({ [storeField]: item, [textField]: item } as Row) : item,
  );
  return { value: picked.value, text: pickedText(picked.items, textField), rows, chosen, pick };
}
