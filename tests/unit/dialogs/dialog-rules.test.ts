import { describe, expect, it } from 'vitest';
import { menuItemsOf } from '../../../elements/context-menu/model/menu-items';
import { detailColumnCount, detailFieldsOf } from '../../../elements/dialogs/model/detail-fields';
import { promptRules, wholePattern } from '../../../elements/dialogs/model/prompt-rules';
import { isTakenName, saveNameRules } from '../../../elements/dialogs/model/save-name';
import { validateValue } from '../../../elements/core/validation';

describe('详细信息: the fields and columns per row', () => {
  it('reads our key or JeecgBoot dataIndex, in order, skipping columns that name no field', () => {
    expect(
      detailFieldsOf([{ key: 'a', title: 'A' }, { dataIndex: 'b', title: 'B', html: true }, { title: '操作' }]),
    ).toEqual([
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B', html: true },
    ]);
    expect(detailFieldsOf(undefined)).toEqual([]);
  });

  it('shows 1 to 4 fields per row, 3 when asked for anything else (widgets spec 9)', () => {
    expect([1, 4].map(detailColumnCount)).toEqual([1, 4]);
    expect([0, 5, 2.5, undefined, null].map(detailColumnCount)).toEqual([3, 3, 3, 3, 3]);
  });
});

describe('the prompt: required, pattern, then the caller rules', () => {
  it('says 请输入<label> for an empty required text', async () => {
    expect(await validateValue('  ', promptRules({ label: '名称', required: true }))).toBe('请输入名称');
    expect(await validateValue('', promptRules({ label: '名称', required: true, requiredMessage: '必填' }))).toBe(
      '必填',
    );
  });

  it('matches the pattern on the whole text, as <input pattern> does; an invalid pattern checks nothing', async () => {
    const rules = promptRules({ label: '编号', pattern: '[A-Z]{2}\\d{3}', patternMessage: '格式错误' });
    expect(await validateValue('AB123', rules)).toBeUndefined();
    expect(await validateValue('xAB123', rules)).toBe('格式错误');
    expect(await validateValue('AB1234', rules)).toBe('格式错误');
    expect(await validateValue('', rules)).toBeUndefined();
    expect(wholePattern('(')).toBeUndefined();
    expect(await validateValue('anything', promptRules({ label: 'x', pattern: '(' }))).toBeUndefined();
  });

  it('runs the caller rules last', async () => {
    const rules = promptRules({
      label: '用户名',
      required: true,
      rules: [{ validator: (value) => (value === 'admin' ? '已存在' : undefined) }],
    });
    expect(await validateValue('', rules)).toBe('请输入用户名');
    expect(await validateValue('admin', rules)).toBe('已存在');
  });
});

describe('the save-name prompt (widgets spec 5.4)', () => {
  it('refuses an empty or blank name with 保存名称不能为空', async () => {
    expect(await validateValue('   ', saveNameRules())).toBe('保存名称不能为空');
    expect(await validateValue('本月', saveNameRules())).toBeUndefined();
  });

  it('knows a name already saved, spaces aside', () => {
    expect(isTakenName([' 本月订单 '], '本月订单')).toBe(true);
    expect(isTakenName(['本月订单'], '上月订单')).toBe(false);
    expect(isTakenName(undefined, '本月订单')).toBe(false);
  });
});

describe('the context menu items given as JSON', () => {
  it('keeps items with a key, the label defaulting to the key, and their flags', () => {
    expect(
      menuItemsOf([
        { key: 'edit', label: '编辑' },
        { key: 2, danger: 1 },
        { label: '无键' },
        'x',
        { key: 'off', label: '停用', disabled: true },
      ]),
    ).toEqual([
      { key: 'edit', label: '编辑' },
      { key: '2', label: '2', danger: true },
      { key: 'off', label: '停用', disabled: true },
    ]);
    expect(menuItemsOf(null)).toEqual([]);
  });
});
