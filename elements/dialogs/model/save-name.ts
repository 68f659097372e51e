import '../../core/i18n/catalogues/query';
import { t } from '../../core/i18n';
import type { Rule } from '../../core/validation';

/** Widgets spec 5.4: "empty save name 保存名称不能为空"; a name of spaces is empty too. */
export function saveNameRules(rules: readonly Rule[] = []): Rule[] {
  return [{ required: true, message: () => t('query.emptyName') }, ...rules];
}

/** Whether `name` is already saved, so saving under it asks 是否覆盖 first. */
export function isTakenName(existingNames: readonly string[] | undefined, name: string): boolean {
  return Array.isArray(existingNames) && existingNames.some((taken) => String(taken).trim() === name);
}
