import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatDateTime, type Database } from '../../db';
import { ApiError } from '../../http';
import { checkMessages } from '../../messages';
import { nextCategoryCode, nextChildCode, ROOT_PID } from '../category';

/** What a generator gets: the rule's parameters and the form's data (JeecgBoot's `execute(params, formData)`). */
export interface FillInput {
  db: Kysely<Database>;
  now: number;
  params: Readonly<Record<string, unknown>>;
  formData: Readonly<Record<string, unknown>>;
}

type FillGenerator = (input: FillInput) => Promise<unknown>;

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** JeecgBoot reads the form's value when the form sent anything, else the rule's parameter. */
function fromFormOrParams(input: FillInput, name: string): string {
  return Object.keys(input.formData).length ? textOf(input.formData[name]) : textOf(input.params[name]);
}

/** OrderNumberRule: prefix (default CN) + yyyyMMddHHmmss + two random digits. */
async function orderNumber(input: FillInput): Promise<string> {
  const prefix = input.params.prefix === undefined ? 'CN' : textOf(input.params.prefix);
  return `${prefix}${formatDateTime(input.now).replace(/\D/g, '')}${randomInt(10, 100)}`;
}

/** CategoryCodeRule: the code of a new category under `pid` (roots under '0'). */
async function categoryCode(input: FillInput): Promise<string> {
  return nextCategoryCode(input.db, fromFormOrParams(input, 'pid') || ROOT_PID);
}

/** OrgCodeRule: [code, orgType] of a new department under `parentId` (a level deeper than it). */
async function orgCode(input: FillInput): Promise<[string, string]> {
  const parentId = fromFormOrParams(input, 'parentId');
  const departs = input.db.selectFrom('sys_depart').select('orgCode');
  if (!parentId) {
    const roots = await departs.where((eb) => eb.or([eb('parentId', 'is', null), eb('parentId', '=', '')])).execute();
    return [
      nextChildCode(
        '',
        roots.map((row) => row.orgCode),
      ) ?? '',
      '1',
    ];
  }
  const parent = await input.db
    .selectFrom('sys_depart')
    .select(['orgCode', 'orgType'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (!parent) throw new ApiError(checkMessages.fillParentNotFound);
  const siblings = await departs.where('parentId', '=', parentId).execute();
  return [
    nextChildCode(
      parent.orgCode,
      siblings.map((row) => row.orgCode),
    ) ?? '',
    String(Number(parent.orgType) + 1),
  ];
}

/**
 * The generators a fill rule may name, by JeecgBoot's class names so its rule rows keep
 * working. JeecgBoot loaded any class named in the row; here a name outside this list is
 * refused when the rule is saved, and nothing is ever loaded by name.
 */
export const FILL_GENERATORS: Readonly<Record<string, FillGenerator>> = {
  'org.jeecg.modules.system.rule.OrderNumberRule': orderNumber,
  'org.jeecg.modules.online.cgform.rule.OrderNumberRule': orderNumber,
  'org.jeecg.modules.system.rule.CategoryCodeRule': categoryCode,
  'org.jeecg.modules.system.rule.OrgCodeRule': orgCode,
};

export function fillGenerator(ruleClass: string): FillGenerator | undefined {
  return Object.hasOwn(FILL_GENERATORS, ruleClass) ? FILL_GENERATORS[ruleClass] : undefined;
}
