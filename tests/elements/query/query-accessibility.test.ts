import type { FarmQueryElement } from '../../../elements/query/element';
import { describeAccessibility } from '../a11y';
import { sendKeys, waitFor } from '../harness';
import { pickerBackend, resetBackend } from '../pickers/picker-backend';
import {
  addCondition,
  alerts,
  all,
  builder,
  button,
  click,
  labelled,
  openBuilder,
  openDialogs,
  placeQuery,
  removePlaces,
  typeInto,
} from './query-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

const mount = async () => {
  pickerBackend();
  return (await placeQuery()).query;
};

const namePrompt = (query: FarmQueryElement) =>
  openDialogs(query).find((dialog) => dialog.querySelector('[aria-label="名称"]')) ?? null;
const overwriteQuestion = (query: FarmQueryElement) =>
  openDialogs(query).find((dialog) => dialog.textContent?.includes('是否覆盖')) ?? null;

/** A condition of every kind of field, so each value editor is on screen. */
const everyKindOfCondition = async (query: FarmQueryElement) => {
  await openBuilder(query);
  await addCondition(query, '农户姓名', '包含', '王');
  await addCondition(query, '作业面积', '大于', '10');
  await addCondition(query, '预约日期', '等于', '');
  await addCondition(query, '完工时间', '等于', '');
  await addCondition(query, '性别', '等于', '');
  await addCondition(query, '已支付', '等于', '');
};

const askForName = async (query: FarmQueryElement) => {
  await openBuilder(query);
  await addCondition(query, '农户姓名', '等于', '王');
  await click(button(query, '保存查询'));
  await waitFor(() => namePrompt(query) !== null, 3000, 'the name prompt');
};

const saveAs = async (query: FarmQueryElement, name: string) => {
  await click(button(query, '保存查询'));
  await waitFor(() => namePrompt(query) !== null, 3000, 'the name prompt');
  typeInto(labelled<HTMLInputElement>(query, '名称'), name);
  await click(button(query, '确定'));
};

describeAccessibility<FarmQueryElement>({
  tag: 'farm-query',
  mount,
  states: [
    { name: 'the 高级查询构造器 dialog', open: openBuilder },
    {
      name: 'the builder with its field list open',
      open: async (query) => {
        await openBuilder(query);
        await click(labelled(query, '第1个条件的字段'));
        await waitFor(() => all(query, '[role="option"]').length > 0, 3000, 'the fields');
      },
    },
    { name: 'the builder with a condition of every kind', open: everyKindOfCondition },
    {
      name: 'the builder warning 空条件不能保存',
      open: async (query) => {
        await openBuilder(query);
        await click(button(query, '保存查询'));
        await waitFor(() => alerts(query).includes('空条件不能保存'), 3000, 'the warning');
      },
    },
    { name: 'the save-name prompt', open: askForName },
    {
      name: 'the 是否覆盖 question',
      open: async (query) => {
        await openBuilder(query);
        await addCondition(query, '农户姓名', '等于', '王');
        await saveAs(query, '王姓');
        await waitFor(() => button(query, '王姓') !== null, 3000, 'the saved query listed');
        await saveAs(query, '王姓');
        await waitFor(() => overwriteQuestion(query) !== null, 3000, 'the overwrite question');
      },
    },
  ],
  dialogs: [
    {
      name: 'the 高级查询构造器 dialog',
      opener: (query) => button(query, '高级查询'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: (query) => builder(query) ?? null,
    },
    {
      name: 'the save-name prompt',
      prepare: async (query) => {
        await openBuilder(query);
        await addCondition(query, '农户姓名', '等于', '王');
      },
      opener: (query) => button(query, '保存查询'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: namePrompt,
    },
  ],
});
