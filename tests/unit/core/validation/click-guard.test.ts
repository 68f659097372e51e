import { describe, expect, it } from 'vitest';
import {
  CLICK_GUARD_INTERVAL_MS,
  INSERT_ROW_THROTTLE_MS,
  createClickGuard,
  createThrottle,
} from '../../../../elements/core/validation';

describe('clicks on the same action closer than 300 ms', () => {
  it('uses 300 ms and 1500 ms as the spec gives them', () => {
    expect(CLICK_GUARD_INTERVAL_MS).toBe(300);
    expect(INSERT_ROW_THROTTLE_MS).toBe(1500);
  });

  it('are refused with 你点击的太快了，请慢点点击!', () => {
    const guard = createClickGuard();
    expect(guard.check('save', 1000)).toBeUndefined();
    expect(guard.check('save', 1299)).toBe('你点击的太快了，请慢点点击!');
  });

  it('pass once 300 ms have gone by since the previous click', () => {
    const guard = createClickGuard();
    guard.check('save', 1000);
    expect(guard.check('save', 1300)).toBeUndefined();
  });

  it('are measured from the previous click, refused ones included', () => {
    const guard = createClickGuard();
    guard.check('save', 1000);
    guard.check('save', 1200);
    expect(guard.check('save', 1400)).toBe('你点击的太快了，请慢点点击!');
  });

  it('do not hold back a different action', () => {
    const guard = createClickGuard();
    guard.check('save', 1000);
    expect(guard.check('delete', 1001)).toBeUndefined();
  });
});

describe('insert-row throttle', () => {
  it('runs the first click and refuses the next ones within 1500 ms', () => {
    const throttle = createThrottle();
    expect(throttle.accept(0)).toBe(true);
    expect(throttle.accept(1)).toBe(false);
    expect(throttle.accept(1499)).toBe(false);
  });

  it('runs again 1500 ms after the last click it ran', () => {
    const throttle = createThrottle();
    throttle.accept(0);
    throttle.accept(1000);
    expect(throttle.accept(1500)).toBe(true);
    expect(throttle.accept(2999)).toBe(false);
    expect(throttle.accept(3000)).toBe(true);
  });
});
