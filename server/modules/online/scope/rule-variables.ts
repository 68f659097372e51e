import { formatDate, formatDateTime } from '../../../db';

/** Who a data rule's system variables are read for: the caller, in the request's tenant, now. */
export interface RuleSubject {
  userId: string;
  username: string;
  realname: string;
  /** The department the user works in now (chosen after login). */
  orgCode: string | null;
  departId: string | null;
  /** Every department the user belongs to. */
  orgCodes: readonly string[];
  departIds: readonly string[];
  roleCodes: readonly string[];
  tenantId: number;
  /** Milliseconds since the epoch (the server's clock). */
  now: number;
}

const list = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

/**
 * JeecgBoot's system variables (`DataBaseConstant`, read by `JwtUtil.getUserSystemData`), by their
 * table-style names; `#{sysUserCode}` and the other camelCase names are read the same.
 */
const VARIABLES: Readonly<Record<string, (subject: RuleSubject) => string | undefined>> = {
  sys_user_code: (subject) => subject.username,
  sys_user_id: (subject) => subject.userId,
  sys_user_name: (subject) => subject.realname,
  sys_org_code: (subject) => subject.orgCode ?? undefined,
  sys_org_id: (subject) => subject.departId ?? undefined,
  sys_multi_org_code: (subject) => list(subject.orgCodes),
  sys_multi_org_id: (subject) => list(subject.departIds),
  sys_role_code: (subject) => list(subject.roleCodes),
  sys_date: (subject) => formatDate(subject.now),
  sys_time: (subject) => formatDateTime(subject.now),
  tenant_id: (subject) => String(subject.tenantId),
};

const VARIABLE = /^#\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}$/;

/** 'sysOrgCode' and 'SYS_ORG_CODE' as 'sys_org_code'. */
function tableStyle(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export type RuleValue =
  | { kind: 'literal'; text: string }
  | { kind: 'variable'; name: string; text: string | undefined }
  | { kind: 'unknown'; name: string };

/**
 * A rule value: a whole `#{variable}` is replaced by its value for the subject (undefined when the
 * user has none, e.g. no department); anything else is the value itself. A `#{` inside a longer
 * value is no variable JeecgBoot would replace either: it is refused rather than matched literally.
 */
export function ruleValue(raw: string, subject: RuleSubject): RuleValue {
  const text = raw.trim();
  const name = VARIABLE.exec(text)?.[1];
  if (name === undefined) return text.includes('#{') ? { kind: 'unknown', name: text } : { kind: 'literal', text };
  const read = VARIABLES[tableStyle(name)];
  return read ? { kind: 'variable', name, text: read(subject) } : { kind: 'unknown', name };
}

/** Whether a value names a variable: the subject (a few reads) is loaded only for those. */
export function namesVariable(raw: string): boolean {
  return raw.includes('#{');
}
