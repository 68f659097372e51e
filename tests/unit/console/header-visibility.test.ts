import { describe, expect, it } from 'vitest';
import { headerHiddenAfterScroll } from '../../../console/shell/layout/header-visibility';

describe('the auto-hidden header (下滑时隐藏 Header)', () => {
  it('stays in sight within the first 100 px of scroll', () => {
    expect(headerHiddenAfterScroll(0, 60, false)).toBe(false);
    expect(headerHiddenAfterScroll(60, 100, false)).toBe(false);
  });

  it('goes when the page scrolls down past 100 px', () => {
    expect(headerHiddenAfterScroll(100, 101, false)).toBe(true);
    expect(headerHiddenAfterScroll(400, 900, false)).toBe(true);
  });

  it('comes back as soon as the page scrolls up, however far down it is', () => {
    expect(headerHiddenAfterScroll(900, 880, true)).toBe(false);
    expect(headerHiddenAfterScroll(2000, 1999, true)).toBe(false);
  });

  it('comes back at the top whichever way the page went', () => {
    expect(headerHiddenAfterScroll(900, 0, true)).toBe(false);
  });

  it('keeps its state on a scroll event that did not move', () => {
    expect(headerHiddenAfterScroll(500, 500, true)).toBe(true);
    expect(headerHiddenAfterScroll(500, 500, false)).toBe(false);
  });
});
