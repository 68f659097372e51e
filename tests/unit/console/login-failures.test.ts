import { describe, expect, it } from 'vitest';
import {
  clearLoginFailures,
  humanCheckAsked,
  LOGIN_FAILURES_KEY,
  readLoginFailures,
  recordLoginFailure,
  SLIDER_AFTER_FAILURES,
  sliderRequired,
} from '../../../console/session/views/login-failures';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('failed sign-ins and the login slider', () => {
  it('asks for the slider from the third failure in a row', () => {
    expect(SLIDER_AFTER_FAILURES).toBe(3);
    const storage = memoryStorage();
    expect(sliderRequired(readLoginFailures(storage))).toBe(false);
    expect(recordLoginFailure(storage)).toBe(1);
    expect(recordLoginFailure(storage)).toBe(2);
    expect(sliderRequired(readLoginFailures(storage))).toBe(false);
    expect(recordLoginFailure(storage)).toBe(3);
    expect(sliderRequired(readLoginFailures(storage))).toBe(true);
  });

  it('asks for the slider at once when the server asks for a human check (code 428)', () => {
    expect(humanCheckAsked({ code: 428 })).toBe(true);
    expect(humanCheckAsked({ code: '428' })).toBe(true);
    expect(humanCheckAsked({ code: 412 })).toBe(false);
    expect(humanCheckAsked(undefined)).toBe(false);
    const storage = memoryStorage();
    expect(sliderRequired(recordLoginFailure(storage, true))).toBe(true);
    expect(recordLoginFailure(storage)).toBe(SLIDER_AFTER_FAILURES + 1);
  });

  it('starts again after a successful sign-in', () => {
    const storage = memoryStorage({ [LOGIN_FAILURES_KEY]: '4' });
    clearLoginFailures(storage);
    expect(readLoginFailures(storage)).toBe(0);
  });

  it('reads anything unreadable as no failure', () => {
    for (const stored of ['', 'x', '-2', '1.5'])
      expect(readLoginFailures(memoryStorage({ [LOGIN_FAILURES_KEY]: stored }))).toBe(0);
  });
});
