import { localised, type EnglishTwin } from '../i18n';

/** Answers about the dashboard and data-screen figures. */
const chinese = {
  badDate: (name: string) => `参数 ${name} 需要日期（yyyy-MM-dd）`,
  badRange: '开始日期不能晚于结束日期',
  rangeTooLong: (years: number) => `统计区间不能超过 ${years} 年`,
  badUnit: '统计粒度只能是 day、week、month 或 year',
  badOrderGroup: '订单统计只能按 province、cooperative 或 month 分组',
  badYieldGroup: '产量统计只能按 province 或 month 分组',
} as const;

const english: EnglishTwin<typeof chinese> = {
  badDate: (name) => `Parameter ${name} needs a date (yyyy-MM-dd)`,
  badRange: 'The start date cannot be after the end date',
  rangeTooLong: (years) => `The period cannot exceed ${years} years`,
  badUnit: 'The period unit must be day, week, month or year',
  badOrderGroup: 'Order statistics group by province, cooperative or month only',
  badYieldGroup: 'Yield statistics group by province or month only',
};

export const statsMessages = localised(chinese, english);
