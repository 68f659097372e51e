/*
 * JeecgBoot's department codes (YouBianCodeUtil): each level adds three characters, a letter
 * and two digits, counting A01..A99, B01..B99, ... Z99 among siblings. A child of 'A01A03' is
 * 'A01A03A01'; the code after 'A01A99' is 'A01B01'.
 */
const LEVEL = /^[A-Z]\d\d$/;
const PER_LETTER = 99;
const LAST = 26 * PER_LETTER - 1;

function ordinal(level: string): number {
  return (level.charCodeAt(0) - 65) * PER_LETTER + Number(level.slice(1)) - 1;
}

function levelOf(n: number): string {
  return `${String.fromCharCode(65 + Math.floor(n / PER_LETTER))}${String((n % PER_LETTER) + 1).padStart(2, '0')}`;
}

/**
 * The next free code below a parent code ('' for a top department), given every existing code.
 * Null when the 2574 codes of a level are all used.
 */
export function nextOrgCode(parentCode: string, existing: readonly string[]): string | null {
  const used = existing
    .filter((code) => code.length === parentCode.length + 3 && code.startsWith(parentCode))
    .map((code) => code.slice(parentCode.length))
    .filter((level) => LEVEL.test(level))
    .map(ordinal);
  const next = used.length ? Math.max(...used) + 1 : 0;
  return next > LAST ? null : `${parentCode}${levelOf(next)}`;
}
