import { useState } from 'react';
import type { CronChange } from './cron-props';

/**
 * The expression of a component a React host may control (`value` + `onChange`) or leave to
 * itself (`defaultValue`). Only user actions call `onChange`.
 */
export function useExpressionValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((change: CronChange) => void) | undefined,
): [string, (next: string) => void] {
  const [own, setOwn] = useState(defaultValue ?? '');
  const current = value ?? own;
  const change = (next: string) => {
    setOwn(next);
    if (next !== current) onChange?.({ value: next, previousValue: current });
  };
  return [current, change];
}
