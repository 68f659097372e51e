import { setViewport } from '../harness';
import { addCondition, all, button, click, FIELDS, openBuilder, builder } from '../query/query-dom';
import type { FarmQueryElement } from '../../../elements/query/element';
import type { QueryResult } from '../../../elements/query';
import { waitFor } from '../harness';
import { describeValueContract } from './value-contract';

const given: QueryResult = {
  params: [{ field: 'farmerName', rule: 'eq', val: '王建国', type: 'text' }],
  matchType: 'and',
};
const scripted: QueryResult = { params: [{ field: 'sex', rule: 'eq', val: '1', type: 'dict' }], matchType: 'or' };

const activeMark = (element: HTMLElement) => all(element, '[aria-label="已有高级查询条件生效"]').length > 0;

// The query has no name of its own: the form gets its two list parameters.
describeValueContract({
  tag: 'farm-query',
  defaultText: JSON.stringify(given),
  defaultValue: given,
  scriptValue: scripted,
  scriptText: JSON.stringify(scripted),
  emptyValue: null,
  takesRequired: false,
  changeEvent: 'farm-query-change',
  valueOfDetail: (detail) => detail,
  submitted(form) {
    const data = new FormData(form);
    const params = data.get('superQueryParams');
    return typeof params === 'string'
      ? { params: JSON.parse(params) as unknown, matchType: data.get('superQueryMatchType') }
      : null;
  },
  setUp: () => void setViewport({ width: 1280, height: 900 }),
  prepare(element) {
    (element as FarmQueryElement).fields = FIELDS;
  },
  ready: (element) => Boolean(element.shadowRoot?.querySelector('button')),
  shows: (element, value) => activeMark(element) === Boolean((value as QueryResult | null)?.params.length),
  isDisabled: (element) => button(element, '高级查询').disabled,
  async edit(element) {
    const query = element as FarmQueryElement;
    await openBuilder(query);
    await addCondition(query, '农户姓名', '等于', '张三');
    await click(button(query, '查询'));
    await waitFor(() => !builder(query), 5000, 'the builder to close');
  },
});
