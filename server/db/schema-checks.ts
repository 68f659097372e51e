/*
 * Check rules and fill rules (JeecgBoot's sys_check_rule and sys_fill_rule), the tables of
 * `modules/checks`. Same conventions as schema.ts: camelCase here, snake_case in the database.
 */

interface RuleAudit {
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

/** A value check by code: `ruleJson` is a JSON array of `{ digits, pattern, message }`. */
export interface SysCheckRuleTable extends RuleAudit {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** `digits` is '*' (the whole value) or a count of characters taken in turn from the start. */
  ruleJson: string;
  ruleDescription: string | null;
}

/** A generated value by code (order numbers, category and department codes). */
export interface SysFillRuleTable extends RuleAudit {
  id: string;
  ruleName: string;
  ruleCode: string;
  /** One of the built-in generators, named by JeecgBoot's class name (never loaded as code). */
  ruleClass: string;
  /** JSON object of the generator's parameters, e.g. `{"prefix":"NJ"}`. */
  ruleParams: string | null;
}
