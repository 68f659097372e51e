import { expect, sendKeys, sendMouse, settle, waitFor } from '../harness';
import { pickerBackend, resetBackend } from '../pickers/picker-backend';
import {
  addCondition,
  alerts,
  all,
  builder,
  button,
  choose,
  click,
  labelled,
  openBuilder,
  placeQuery,
  recordEvents,
  removePlaces,
  labelText,
  SAVED_KEY,
  typeInto,
  typeValue,
  valueCell,
  valueInput,
} from './query-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface Change {
  params: { field: string; rule: string; val: string; type: string }[];
  matchType: string;
}

describe('<farm-query>: the builder modal', () => {
  it('is 1000 px wide and moves by its title bar', async () => {
    const { query } = await placeQuery();
    await openBuilder(query);
    const panel = builder(query)!.querySelector('section')!;
    expect(panel.getBoundingClientRect().width).to.equal(1000);
    const before = panel.getBoundingClientRect();
    const title = Array.from(builder(query)!.querySelectorAll('header')).find((header) =>
      header.textContent?.includes('高级查询构造器'),
    )!;
    const box = title.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 60), Math.round(box.y + box.height / 2)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + box.height / 2 + 30)] });
    await sendMouse({ type: 'up' });
    const after = panel.getBoundingClientRect();
    expect([after.left - before.left, after.top - before.top]).to.deep.equal([-40, 30]);
  });

  it('moves with the arrow keys from its move button', async () => {
    const { query } = await placeQuery();
    await openBuilder(query);
    const panel = builder(query)!.querySelector('section')!;
    const before = panel.getBoundingClientRect();
    labelled<HTMLButtonElement>(query, '移动（方向键）').focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => panel.getBoundingClientRect().top - before.top === 20, 3000, 'the move');
    expect(panel.getBoundingClientRect().left - before.left).to.equal(-10);
  });
});

describe('<farm-query>: running a query', () => {
  it('warns 不能查询空条件 with no complete condition and fires nothing', async () => {
    const { query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    await openBuilder(query);
    await choose(query, '第1个条件的字段', '农户姓名');
    await click(button(query, '查询'));
    await waitFor(() => alerts(query).includes('不能查询空条件'), 3000, 'the warning');
    expect(heard).to.deep.equal([]);
    expect(builder(query), 'the builder stays open').to.not.equal(undefined);
  });

  it('fires farm-query-change with params and matchType, marks the query active and submits both parameters', async () => {
    const { form, query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    const changes = recordEvents(query, 'change');
    await openBuilder(query);
    await click(labelText(query, 'OR（条件中的任意一个匹配）'));
    await addCondition(query, '农户姓名', '以..开始', '王');
    await addCondition(query, '作业面积', '大于等于', '100');
    await addCondition(query, '状态', '在...中', '');
    await click(valueCell(query, 3).querySelector('button')!);
    for (const text of ['已预约', '已完工']) {
      const option = () => all(query, '[role="option"]').find((candidate) => candidate.textContent?.includes(text));
      await waitFor(() => Boolean(option()), 3000, text);
      await click(option()!);
    }
    await sendKeys({ press: 'Escape' });
    await settle();
    await click(button(query, '查询'));
    await waitFor(() => heard.length === 1, 3000, 'the event');
    const change = heard[0] as Change;
    expect(change).to.deep.equal({
      matchType: 'or',
      params: [
        { field: 'farmerName', rule: 'right_like', val: '王', type: 'text' },
        { field: 'workArea', rule: 'ge', val: '100', type: 'number', dbType: 'double' },
        { field: 'status', rule: 'in', val: '1,4', type: 'dict' },
      ],
    });
    expect(changes.length).to.equal(1);
    await waitFor(() => !builder(query), 3000, 'the builder to close');
    expect(labelled(query, '已有高级查询条件生效')).to.not.equal(null);
    const data = new FormData(form);
    expect(JSON.parse(String(data.get('superQueryParams')))).to.deep.equal(change.params);
    expect(data.get('superQueryMatchType')).to.equal('or');
  });

  it('重置 clears the conditions, the active mark and the form value, and fires with no params', async () => {
    const { form, query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    await openBuilder(query);
    await addCondition(query, '农户姓名', '包含', '建');
    await click(button(query, '查询'));
    await waitFor(() => heard.length === 1, 3000, 'the query');
    await openBuilder(query);
    await click(button(query, '重置'));
    await waitFor(() => heard.length === 2, 3000, 'the reset');
    expect(heard[1]).to.deep.equal({ params: [], matchType: 'and' });
    expect(all(query, '[aria-label="已有高级查询条件生效"]')).to.have.length(0);
    expect(new FormData(form).get('superQueryParams')).to.equal(null);
    expect(labelled(query, '第1个条件的字段').textContent).to.contain('选择查询字段');
  });

  it('form.reset() clears the query', async () => {
    const { form, query } = await placeQuery();
    await openBuilder(query);
    await addCondition(query, '农户姓名', '等于', '王建国');
    await click(button(query, '查询'));
    await waitFor(() => new FormData(form).get('superQueryMatchType') === 'and', 3000, 'the form value');
    form.reset();
    await waitFor(() => new FormData(form).get('superQueryParams') === null, 3000, 'the reset');
    await waitFor(() => all(query, '[aria-label="已有高级查询条件生效"]').length === 0, 3000, 'the mark');
  });

  it('closing keeps what was typed', async () => {
    const { query } = await placeQuery();
    await openBuilder(query);
    await addCondition(query, '农户姓名', '等于', '李');
    await click(button(query, '关闭'));
    await waitFor(() => !builder(query), 3000, 'closed');
    await openBuilder(query);
    expect(valueInput(query, 1).value).to.equal('李');
  });
});

describe('<farm-query>: value editors by field type', () => {
  it('number inputs, date and datetime pickers in the spec format; several values typed as a list for in', async () => {
    const { query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    await openBuilder(query);
    await choose(query, '第1个条件的字段', '作业面积');
    expect(valueInput(query, 1).type).to.equal('number');
    const rules = async (n: number) => {
      await click(labelled(query, `第${n}个条件的匹配规则`));
      await waitFor(() => all(query, '[role="option"]').length > 0, 3000, 'rules');
      const texts = all(query, '[role="option"]').map((option) => option.textContent);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => all(query, '[role="option"]').length === 0, 3000, 'closed');
      return texts;
    };
    expect(await rules(1)).to.deep.equal(['等于', '在...中', '不等于', '大于', '大于等于', '小于', '小于等于']);
    await choose(query, '第1个条件的匹配规则', '在...中');
    expect(valueInput(query, 1).type).to.equal('text');
    typeValue(query, 1, '5,10');
    await addCondition(query, '预约日期', '大于', '2024-05-01');
    expect(valueInput(query, 2).getAttribute('role'), 'the product picker, not the browser one').to.equal('combobox');
    expect(valueInput(query, 2).value).to.equal('2024-05-01');
    await addCondition(query, '完工时间', '小于', '2024-05-01 08:30:15');
    expect(valueInput(query, 3).getAttribute('role')).to.equal('combobox');
    expect(valueInput(query, 3).value).to.equal('2024-05-01 08:30:15');
    await click(button(query, '查询'));
    await waitFor(() => heard.length === 1, 3000, 'the query');
    expect((heard[0] as Change).params.map(({ field, rule, val }) => [field, rule, val])).to.deep.equal([
      ['workArea', 'in', '5,10'],
      ['orderDate', 'gt', '2024-05-01'],
      ['finishTime', 'lt', '2024-05-01 08:30:15'],
    ]);
  });

  it('a date is picked in the calendar inside the builder; Escape closes the calendar, not the builder', async () => {
    const { query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    await openBuilder(query);
    await addCondition(query, '预约日期', '大于', '2024-05-01');
    valueInput(query, 1).focus();
    await sendKeys({ press: 'ArrowDown' });
    const calendar = () => valueCell(query, 1).querySelector<HTMLElement>('[data-picker-panel]');
    await waitFor(() => calendar() !== null, 3000, 'the calendar');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => calendar() === null, 3000, 'the calendar closed');
    expect(builder(query), 'the builder stays open').to.not.equal(undefined);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => calendar() !== null, 3000, 'the calendar again');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => valueInput(query, 1).value === '2024-05-08', 3000, 'a week later');
    await click(button(query, '查询'));
    await waitFor(() => heard.length === 1, 3000, 'the query');
    expect((heard[0] as Change).params.map(({ field, rule, val }) => [field, rule, val])).to.deep.equal([
      ['orderDate', 'gt', '2024-05-08'],
    ]);
  });

  it('a dictionary field offers its items; the switch offers 是/否 for its own two values', async () => {
    pickerBackend();
    const { query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    await openBuilder(query);
    await choose(query, '第1个条件的字段', '性别');
    const dictButton = () => valueCell(query, 1).querySelector('button');
    await waitFor(() => Boolean(dictButton()), 3000, 'the dictionary editor');
    await click(dictButton()!);
    const option = (text: string) => all(query, '[role="option"]').find((candidate) => candidate.textContent === text);
    await waitFor(() => Boolean(option('女')), 3000, 'the items');
    await click(option('女')!);
    await waitFor(() => !all(query, '[role="option"]').length, 3000, 'the list to close');
    await click(all<HTMLButtonElement>(query, '[aria-label="增加条件"]')[0]);
    await choose(query, '第2个条件的字段', '已支付');
    await click(valueCell(query, 2).querySelector('button')!);
    await waitFor(() => Boolean(option('是')) && Boolean(option('否')), 3000, 'the switch choices');
    await click(option('否')!);
    await waitFor(() => !all(query, '[role="option"]').length, 3000, 'closed');
    await click(button(query, '查询'));
    await waitFor(() => heard.length === 1, 3000, 'the query');
    expect((heard[0] as Change).params.map(({ field, val }) => [field, val])).to.deep.equal([
      ['sex', '2'],
      ['paid', '0'],
    ]);
  });
});

describe('<farm-query>: saved queries', () => {
  it('warns 空条件不能保存 and 保存名称不能为空', async () => {
    const { query } = await placeQuery();
    await openBuilder(query);
    await click(button(query, '保存查询'));
    await waitFor(() => alerts(query).includes('空条件不能保存'), 3000, 'the empty warning');
    await addCondition(query, '农户姓名', '等于', '王');
    await click(button(query, '保存查询'));
    await waitFor(() => Boolean(all(query, '[aria-label="名称"]').length), 3000, 'the name prompt');
    await click(button(query, '确定'));
    await waitFor(() => alerts(query).includes('保存名称不能为空'), 3000, 'the name warning');
    expect(localStorage.getItem(SAVED_KEY)).to.equal(null);
  });

  it('saves under the save code, asks 是否覆盖 for a taken name, and loads a saved query', async () => {
    const { query } = await placeQuery();
    await openBuilder(query);
    await addCondition(query, '农户姓名', '等于', '王');
    const saveAs = async (name: string) => {
      await click(button(query, '保存查询'));
      await waitFor(() => all(query, '[aria-label="名称"]').length > 0, 3000, 'the name prompt');
      typeInto(labelled<HTMLInputElement>(query, '名称'), name);
      await click(button(query, '确定'));
    };
    await saveAs('王姓');
    await waitFor(() => localStorage.getItem(SAVED_KEY) !== null, 3000, 'saved');
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)).to.deep.equal([
      { title: '王姓', matchType: 'and', records: [{ field: 'farmerName', rule: 'eq', val: '王', type: 'text' }] },
    ]);
    typeValue(query, 1, '李');
    await saveAs('王姓');
    await waitFor(() => query.shadowRoot!.textContent!.includes('是否覆盖'), 3000, 'the overwrite question');
    await click(button(query, '取消'));
    await settle();
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)[0].records[0].val).to.equal('王');
    await click(button(query, '确定'));
    await waitFor(() => query.shadowRoot!.textContent!.includes('是否覆盖'), 3000, 'asked again');
    await click(button(query, '覆盖'));
    await waitFor(() => JSON.parse(localStorage.getItem(SAVED_KEY)!)[0].records[0].val === '李', 3000, 'overwritten');
    expect(JSON.parse(localStorage.getItem(SAVED_KEY)!)).to.have.length(1);

    await click(button(query, '重置'));
    await click(button(query, '王姓'));
    await waitFor(() => valueInput(query, 1).value === '李', 3000, 'loaded');
    expect(labelled(query, '第1个条件的字段').textContent).to.contain('农户姓名');
    await click(labelled(query, '删除 王姓'));
    await waitFor(() => localStorage.getItem(SAVED_KEY) === null, 3000, 'removed');
  });

  it('without a save code keeps them under the page full path', async () => {
    const { query } = await placeQuery('');
    const key = `saved-query_${location.pathname}${location.search}${location.hash}`;
    await openBuilder(query);
    await addCondition(query, '农户姓名', '等于', '王');
    await click(button(query, '保存查询'));
    await waitFor(() => all(query, '[aria-label="名称"]').length > 0, 3000, 'the name prompt');
    typeInto(labelled<HTMLInputElement>(query, '名称'), '页面');
    await click(button(query, '确定'));
    await waitFor(() => localStorage.getItem(key) !== null, 3000, 'saved');
    localStorage.removeItem(key);
  });
});

describe('<farm-query>: keyboard use', () => {
  it('opens, builds, runs and closes a query with the keyboard alone', async () => {
    const { query } = await placeQuery();
    const heard = recordEvents(query, 'farm-query-change');
    button(query, '高级查询').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => Boolean(builder(query)), 3000, 'the builder');
    labelled<HTMLButtonElement>(query, '第1个条件的字段').focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => all(query, '[role="option"]').length > 0, 3000, 'the fields');
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => labelled(query, '第1个条件的字段').textContent!.includes('农户姓名'),
      3000,
      'the first field chosen',
    );
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(query.shadowRoot!.activeElement).to.equal(valueInput(query, 1));
    await sendKeys({ type: 'Wang' });
    const submit = button(query, '查询');
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => heard.length === 1, 3000, 'the query');
    expect((heard[0] as Change).params).to.deep.equal([{ field: 'farmerName', rule: 'eq', val: 'Wang', type: 'text' }]);
    await openBuilder(query);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !builder(query), 3000, 'Escape closes');
  });
});
