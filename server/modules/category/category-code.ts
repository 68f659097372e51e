import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { ApiError } from '../../http';
import { categoryMessages } from '../../messages';

/** The pid of a root category (JeecgBoot's ROOT_PID_VALUE). */
export const ROOT_PID = '0';

const LEVEL = /^[A-Z][0-9]{2}$/;
const LAST_NUMBER = 99;

/**
 * JeecgBoot's level codes (YouBianCodeUtil): each level adds a letter and two digits to its
 * parent's code, A01 to A99, then B01, up to Z99 ('A01' -> 'A01A01', 'A01A01A02'). The next
 * child's code follows the highest sibling that has this form; undefined when Z99 is taken.
 */
export function nextChildCode(parentCode: string, siblingCodes: readonly string[]): string | undefined {
  const levels = siblingCodes
    .filter((code) => code.startsWith(parentCode) && LEVEL.test(code.slice(parentCode.length)))
    .map((code) => code.slice(parentCode.length))
    .sort();
  const last = levels.at(-1);
  if (!last) return `${parentCode}A01`;
  const letter = last.charAt(0);
  const number = Number(last.slice(1));
  if (number < LAST_NUMBER) return `${parentCode}${letter}${String(number + 1).padStart(2, '0')}`;
  if (letter === 'Z') return undefined;
  return `${parentCode}${String.fromCharCode(letter.charCodeAt(0) + 1)}01`;
}

/** The code of a new category under `pid` (JeecgBoot's 'category_code_rule'). */
export async function nextCategoryCode(db: Kysely<Database>, pid: string): Promise<string> {
  let parentCode = '';
  if (pid !== ROOT_PID) {
    const parent = await db.selectFrom('sys_category').select('code').where('id', '=', pid).executeTakeFirst();
    if (!parent) throw new ApiError(categoryMessages.parentNotFound);
    parentCode = parent.code;
  }
  const siblings = await db.selectFrom('sys_category').select('code').where('pid', '=', pid).execute();
  const code = nextChildCode(
    parentCode,
    siblings.map((row) => row.code),
  );
  if (!code) throw new ApiError(categoryMessages.codesExhausted(parentCode));
  return code;
}
