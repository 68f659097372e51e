import '../i18n/catalogues/validation';
import type { MessageKey } from '../i18n';

/**
 * Amounts allow up to 2 decimals in one reading of the spec and up to 5 in another.
 * This is the one switch between them: pass `moneyDecimals` in the cell-rule context
 * (the grid exposes it as an option); 2 is the default.
 */
export type MoneyDecimals = 2 | 5;
export const DEFAULT_MONEY_DECIMALS: MoneyDecimals = 2;

/** An amount without a leading zero (0 itself and 0.xx are fine), with at most `decimals` decimals. */
export function moneyPattern(decimals: MoneyDecimals): RegExp {
  return new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${decimals}})?$`);
}

/** The pattern codes a grid column may name in `validateRules`, with their default messages. */
export const CELL_RULE_CODES = {
  '*': { message: 'validation.cell.required' },
  'n6-16': { pattern: /^\d{6,16}$/, message: 'validation.cell.digits6to16' },
  '*6-16': { pattern: /^.{6,16}$/, message: 'validation.cell.chars6to16' },
  's6-18': { pattern: /^[A-Za-z]{6,18}$/, message: 'validation.cell.letters6to18' },
  url: {
    pattern: /^(ht|f)tps?:\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
    message: 'validation.cell.url',
  },
  e: { pattern: /^[A-Za-z0-9_.-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/, message: 'validation.cell.email' },
  /** Mainland mobile in the grid's reading: 11 digits, first 1, second 3 to 9. */
  m: { pattern: /^1[3-9]\d{9}$/, message: 'validation.cell.mobile' },
  p: { pattern: /^\d{6}$/, message: 'validation.cell.postalCode' },
  s: { pattern: /^[A-Za-z]+$/, message: 'validation.cell.letters' },
  /** Optional minus, digits, optional decimal part. */
  n: { pattern: /^-?\d+(\.\d+)?$/, message: 'validation.cell.number' },
  z: { pattern: /^-?\d+$/, message: 'validation.cell.integer' },
  money: { message: 'validation.cell.money' },
  only: { message: 'validation.cell.unique' },
} as const satisfies Record<string, { pattern?: RegExp; message: MessageKey }>;

export type CellRuleCode = keyof typeof CELL_RULE_CODES;

export function isCellRuleCode(pattern: string): pattern is CellRuleCode {
  return Object.hasOwn(CELL_RULE_CODES, pattern);
}
