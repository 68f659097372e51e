import { currentLocale } from './locale';

type Text = string | ((...args: never[]) => string);

/** A table of texts: strings, functions building a string, and nested tables. */
export interface TextTable {
  readonly [key: string]: Text | TextTable;
}

/** The same table with its texts widened (a literal Chinese string type becomes `string`). */
export type Widened<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends TextTable ? Widened<T[K]> : T[K];
};

/** The English twin of a Chinese table: every key, the same arguments, each text in English. */
export type EnglishTwin<T> = Widened<T>;

function isTable(value: Text | TextTable | undefined): value is TextTable {
  return typeof value === 'object';
}

/**
 * One table that answers in the language of the request being answered: each read of a key
 * gives the Chinese text or its English twin. Reads happen when a message is built (at the
 * refusal), so a text must be read inside the request, never kept in a module-level constant.
 */
export function localised<T extends TextTable>(chinese: T, english: EnglishTwin<T>): Widened<T> {
  const table: Record<string, unknown> = {};
  for (const key of Object.keys(chinese)) {
    const zh = chinese[key];
    const en = (english as TextTable)[key];
    if (isTable(zh) && isTable(en)) {
      const nested = localised(zh, en);
      Object.defineProperty(table, key, { value: nested, enumerable: true });
    } else {
      Object.defineProperty(table, key, { get: () => (currentLocale() === 'en' ? en : zh), enumerable: true });
    }
  }
  return Object.freeze(table) as Widened<T>;
}
