import { describe, expect, it } from 'vitest';
import { nextChildCode } from '../../../server/modules/category';

describe("level codes: a letter and two digits per level (JeecgBoot's YouBianCodeUtil)", () => {
  it("starts a parent's first child at A01, and a first root at A01", () => {
    expect(nextChildCode('A01A04', [])).toBe('A01A04A01');
    expect(nextChildCode('', [])).toBe('A01');
  });

  it('follows the highest sibling', () => {
    expect(nextChildCode('A01', ['A01A01', 'A01A06', 'A01A02'])).toBe('A01A07');
    expect(nextChildCode('', ['A01', 'A02'])).toBe('A03');
  });

  it('moves to the next letter after 99, and gives up after Z99', () => {
    expect(nextChildCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextChildCode('A01', ['A01Z99'])).toBeUndefined();
  });

  it('ignores siblings whose codes do not have the level form', () => {
    expect(nextChildCode('A01', ['A01A03', 'custom', 'A01x99', 'A01A03A01'])).toBe('A01A04');
  });
});
