import { useState, type Dispatch, type SetStateAction } from 'react';
import { isSuccessful, type Envelope } from '../../../elements/core/http';
import { useNotice } from '../../../elements/core/ui';

/** What each failing field shows (its message, or what its form makes of it); a field without one passes. */
export type FieldErrors = Partial<Record<string, unknown>>;

export interface FormDraft<Values, Errors extends FieldErrors> {
  values: Values;
  errors: Errors;
  saving: boolean;
  /** Shows these values with no errors: the form opened for a record, or for a new one. */
  reset: (values: Values) => void;
  /** A typed value: kept, and its field's message gone until the next check. */
  change: <Field extends keyof Values & string>(field: Field, value: Values[Field]) => void;
  setValues: Dispatch<SetStateAction<Values>>;
  setErrors: Dispatch<SetStateAction<Errors>>;
  /**
   * Checks the values and, when every field passes, sends them, showing the server's message.
   * Answers whether the server saved them; when a check fails, the server refuses or does not
   * answer (the HTTP client shows why), what was typed stays as it is.
   */
  save: (
    errorsOf: (values: Values) => Errors | Promise<Errors>,
    send: (values: Values) => Promise<Envelope>,
  ) => Promise<boolean>;
}

/** The values, messages and saving state every system page's add / edit form keeps. */
export function useFormDraft<Values, Errors extends FieldErrors>(initial: () => Values): FormDraft<Values, Errors> {
  const { message } = useNotice();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({} as Errors);
  const [saving, setSaving] = useState(false);

  const save: FormDraft<Values, Errors>['save'] = async (errorsOf, send) => {
    const found = await errorsOf(values);
    setErrors(found);
    if (Object.values(found).some((failure) => failure !== undefined)) return false;
    setSaving(true);
    try {
      const answer = await send(values);
      if (!isSuccessful(answer)) {
        message.warning(answer.message);
        return false;
      }
      message.success(answer.message);
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    errors,
    saving,
    reset: (next) => {
      setValues(next);
      setErrors({} as Errors);
    },
    change: (field, value) => {
      setValues((shown) => ({ ...shown, [field]: value }));
      setErrors((shown) => {
        const rest = { ...shown };
        delete rest[field];
        return rest;
      });
    },
    setValues,
    setErrors,
    save,
  };
}
