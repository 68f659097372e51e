export {
  validateValue,
  validateForm,
  isEmptyValue,
  catalogueMessage,
  resolveMessage,
  type Rule,
  type RuleMessage,
  type ValidatorResult,
  type FormRules,
} from './rule';
export {
  MOBILE_PATTERN,
  USERNAME_CHARACTERS_PATTERN,
  USERNAME_LENGTH_PATTERN,
  EMAIL_PATTERN,
  MOBILE_RULES,
  OPTIONAL_MOBILE_RULES,
  USERNAME_RULES,
  EMAIL_RULES,
} from './login-patterns';
export { FORM_PATTERNS, formPatternRule, type FormPatternName } from './form-patterns';
export {
  requiredLengthRules,
  checkboxGroupRules,
  type LengthRuleOptions,
  type SelectionRuleOptions,
} from './length-rules';
export { changePasswordRules, changePasswordUserWarning, type ChangePasswordValues } from './change-password';
export {
  DUPLICATE_CHECK_PATH,
  RULE_CODE_CHECK_PATH,
  checkDuplicateValue,
  checkRuleCode,
  duplicateCheckRule,
  ruleCodeCheckRule,
  type CheckRequest,
  type DuplicateCheckTarget,
} from './server-checks';
export { validateTogether, ValidationRejected, type ValidationFailure } from './validate-together';
export {
  CELL_RULE_CODES,
  DEFAULT_MONEY_DECIMALS,
  moneyPattern,
  isCellRuleCode,
  type CellRuleCode,
  type MoneyDecimals,
} from './cell-rules';
export { validateCell, type CellRule, type CellRuleContext, type CellRuleHandler } from './validate-cell';
export { filterNumericInput, normaliseNumericInput } from './numeric-input';
export { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT, isValidDateText } from './date-formats';
export {
  CLICK_GUARD_INTERVAL_MS,
  INSERT_ROW_THROTTLE_MS,
  BLUR_VALIDATION_DELAY_MS,
  createClickGuard,
  createThrottle,
  type ClickGuard,
  type Throttle,
} from './click-guard';
