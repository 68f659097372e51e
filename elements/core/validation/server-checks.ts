import '../i18n/catalogues/validation';
import { failureText } from '../http';
import { t } from '../i18n';
import { isEmptyValue, type Rule } from './rule';

export const DUPLICATE_CHECK_PATH = '/sys/duplicate/check';
export const RULE_CODE_CHECK_PATH = '/sys/checkRule/checkByCode';

/** What a check needs from the HTTP client: a GET with query parameters, answering the envelope. */
export type CheckRequest = (
  url: string,
  params: Record<string, string>,
) => Promise<{ success: boolean; message?: string }>;

export interface DuplicateCheckTarget {
  tableName: string;
  fieldName: string;
  /** The record being edited, so its own value does not count as a duplicate. */
  dataId?: string | number;
}

/**
 * The check's verdict, settled whatever the backend answers: a refusal in the envelope (HTTP 200,
 * `success: false`, as JeecgBoot answers) or as an HTTP error status carrying the envelope both
 * give the server's message; a failure without one gives the error's text.
 */
async function askServer(
  request: CheckRequest,
  url: string,
  params: Record<string, string>,
): Promise<string | undefined> {
  try {
    const answer = await request(url, params);
    return answer.success ? undefined : answer.message || t('validation.serverCheckFailed');
  } catch (error) {
    return failureText(error) || t('validation.serverCheckFailed');
  }
}

/** Asks the server whether the value is already taken; only when a value was given. */
export async function checkDuplicateValue(
  request: CheckRequest,
  target: DuplicateCheckTarget,
  value: unknown,
): Promise<string | undefined> {
  if (isEmptyValue(value)) return undefined;
  const params: Record<string, string> = {
    tableName: target.tableName,
    fieldName: target.fieldName,
    fieldVal: String(value),
  };
  if (target.dataId !== undefined && target.dataId !== null && target.dataId !== '')
    params.dataId = String(target.dataId);
  return askServer(request, DUPLICATE_CHECK_PATH, params);
}

/** Checks the value against a coded rule on the server, only when both the code and a value are given. */
export async function checkRuleCode(
  request: CheckRequest,
  ruleCode: string | undefined,
  value: unknown,
): Promise<string | undefined> {
  if (!ruleCode || isEmptyValue(value)) return undefined;
  // The contract sends the value URL-encoded inside the query parameter, as JeecgBoot does.
  return askServer(request, RULE_CODE_CHECK_PATH, { ruleCode, value: encodeURIComponent(String(value)) });
}

export function duplicateCheckRule(request: CheckRequest, target: DuplicateCheckTarget): Rule {
  return { validator: (value) => checkDuplicateValue(request, target, value) };
}

export function ruleCodeCheckRule(request: CheckRequest, ruleCode: string | undefined): Rule {
  return { validator: (value) => checkRuleCode(request, ruleCode, value) };
}
