import { useCallback, useRef, useState } from 'react';
import { validateForm, type FormRules } from '../../../elements/core/validation';

export interface ValidatedForm<T extends Record<string, string>> {
  values: T;
  errors: Partial<Record<keyof T, string>>;
  set(field: keyof T, value: string): void;
  /** Validates the given fields (all ruled fields by default); resolves whether they pass. */
  validate(fields?: readonly (keyof T)[]): Promise<boolean>;
}

/** Form values plus the messages of elements/core/validation rules, checked on submit. */
export function useValidatedForm<T extends Record<string, string>>(
  initial: T,
  rules: () => FormRules,
): ValidatedForm<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const latest = useRef(values);
  latest.current = values;

  const set = useCallback((field: keyof T, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  const validate = useCallback(
    async (fields?: readonly (keyof T)[]) => {
      const all = rules();
      const chosen = fields ? Object.fromEntries(fields.map((field) => [field, all[field as string] ?? []])) : all;
      const found = await validateForm(latest.current, chosen);
      setErrors((current) => {
        const next = { ...current };
        for (const field of Object.keys(chosen)) next[field as keyof T] = found[field];
        return next;
      });
      return Object.keys(found).length === 0;
    },
    [rules],
  );

  return { values, errors, set, validate };
}
