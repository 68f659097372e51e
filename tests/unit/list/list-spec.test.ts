import { describe, expect, it } from 'vitest';
import { recordText } from '../../../elements/core/format';
import {
  advancedFieldsOf,
  detailColumnsOf,
  likeFieldsOf,
  listColumnsOf,
  queryBarFields,
  queryModeOf,
  type ListElementColumn,
} from '../../../elements/list/model';

// <farm-list>'s JSON: columns also give the query bar, the advanced query and 详细信息.

const COLUMNS: ListElementColumn[] = [
  { key: 'repairNo', title: '工单编号', query: true },
  { key: 'faultType', title: '故障类型', dictCode: 'farm_fault_type', query: true },
  { key: 'cost', title: '费用', type: 'number', query: true },
  { key: 'reportTime', title: '报修时间', type: 'datetime', query: 'range' },
  { key: 'level', title: '级别', options: [{ value: '1', text: '一般' }], query: true },
  { key: 'faultDesc', title: '故障描述', html: true },
  { key: 'remark', title: '备注', detail: false },
  { key: 'actions', title: '操作', actions: [{ key: 'detail', label: '详情' }] },
];

describe('the columns a page writes', () => {
  it('keeps those with a key, the title defaulting to the key; anything else is no column', () => {
    expect(listColumnsOf([{ key: 'a' }, { title: 'no key' }, null, 'text', { key: '' }])).toEqual([
      { key: 'a', title: 'a' },
    ]);
    expect(listColumnsOf('not a list')).toEqual([]);
  });
});

describe('the query bar from the columns', () => {
  it('gives text as contains, a dictionary or options as a choice, numbers as equals and a datetime range by day', () => {
    const fields = queryBarFields(COLUMNS, undefined);
    expect(fields.map((field) => [field.field, field.type, field.mode])).toEqual([
      ['repairNo', 'text', 'like'],
      ['faultType', 'dict', 'eq'],
      ['cost', 'number', 'eq'],
      ['reportTime', 'date', 'range'],
      ['level', 'select', 'eq'],
    ]);
    expect(likeFieldsOf(fields)).toEqual(['repairNo']);
  });

  it('adds the query fields given after the columns, dropping those without a field', () => {
    const fields = queryBarFields(
      [],
      [{ field: 'reporter', title: '报修人', mode: 'eq' }, { title: '无字段' }, { field: 'plate' }],
    );
    expect(fields).toEqual([
      { field: 'reporter', title: '报修人', mode: 'eq' },
      { field: 'plate', title: 'plate' },
    ]);
    expect(queryModeOf(fields[1])).toBe('like');
    expect(queryModeOf({ field: 'n', title: 'n', type: 'number' })).toBe('eq');
  });
});

describe('the advanced query and 详细信息 from the columns', () => {
  it('offers every data column, a dictionary one with its dictionary editor', () => {
    expect(advancedFieldsOf(COLUMNS).slice(0, 4)).toEqual([
      { field: 'repairNo', title: '工单编号', type: 'text' },
      { field: 'faultType', title: '故障类型', type: 'dict', dictCode: 'farm_fault_type' },
      { field: 'cost', title: '费用', type: 'number' },
      { field: 'reportTime', title: '报修时间', type: 'datetime' },
    ]);
    expect(advancedFieldsOf(COLUMNS).map((field) => field.field)).not.toContain('actions');
  });

  it('shows every data column in 详细信息 but those marked detail: false, html ones as rich text', () => {
    const shown = detailColumnsOf(COLUMNS);
    expect(shown.map((column) => column.key)).toEqual([
      'repairNo',
      'faultType',
      'cost',
      'reportTime',
      'level',
      'faultDesc',
    ]);
    expect(shown.find((column) => column.key === 'faultDesc')).toEqual({
      key: 'faultDesc',
      title: '故障描述',
      html: true,
    });
  });
});

describe('a record field as text', () => {
  it('prefers <field>_dictText, shows objects as JSON and nothing as empty', () => {
    expect(recordText({ status: '1', status_dictText: '在用' }, 'status')).toBe('在用');
    expect(recordText({ cost: 0 }, 'cost')).toBe('0');
    expect(recordText({ tags: ['a'] }, 'tags')).toBe('["a"]');
    expect(recordText({ none: null }, 'none')).toBe('');
    expect(recordText(null, 'x')).toBe('');
  });
});
