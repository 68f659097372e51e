import '../../../elements/pickers/dict-select/element';
import { describeAccessibility } from '../a11y';
import { clearDictMemoryCache } from '../../../elements/core/dict';
import type { FarmDictSelectElement } from '../../../elements/pickers/dict-select/element';
import { expect, sendKeys, settle, waitFor } from '../harness';
import { ok, pickerBackend, refused, resetBackend, USER_DICT } from './picker-backend';
import type { Answer } from '../../unit/core/http/fake-backend';
import { all, click, inside, place, recordChanges, removePlaces } from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
  clearDictMemoryCache();
});

interface DictChange {
  value: string;
  previousValue: string;
  rows: Array<{ value: string; text: string }>;
}

async function dictSelect(attributes: string) {
  const { root, picker } = await place<FarmDictSelectElement>(
    `<form><farm-dict-select name="field" ${attributes}></farm-dict-select></form>`,
    'farm-dict-select',
  );
  return { form: root.querySelector('form')!, picker };
}

const submitted = (form: HTMLFormElement) => new FormData(form).get('field');
const option = (picker: Element, text: string) => {
  const found = all(picker, '[role="option"]').find((candidate) => candidate.textContent === text);
  if (!found) throw new Error(`no option ${text}`);
  return found;
};
const listText = (picker: Element) => picker.shadowRoot!.querySelector('[role="listbox"]')?.textContent ?? '';

describe('<farm-dict-select>: a dictionary code', () => {
  it('offers the dictionary items in a drop-down and stores the chosen value', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('dict-code="sex"');
    const changes = recordChanges<DictChange>(picker);
    await click(inside(picker, '[part~="control"] button'));
    await waitFor(() => all(picker, '[role="option"]').length === 2, 3000, 'the items');
    await click(option(picker, '女'));
    await waitFor(() => submitted(form) === '2', 3000, 'the form value');
    expect(changes).to.deep.equal([{ value: '2', previousValue: '', rows: [{ value: '2', text: '女' }] }]);
  });

  it('carries its label as the accessible name of the drop-down, and of the group of check boxes', async () => {
    pickerBackend();
    const { picker } = await dictSelect('dict-code="sex" label="性别"');
    // The name goes on with what the button shows, so it holds the visible text (label in name).
    await waitFor(
      () => inside(picker, '[part~="control"] button').getAttribute('aria-label') === '性别 请选择',
      3000,
      'the named drop-down',
    );
    removePlaces();

    const boxes = await dictSelect('dict-code="sex" type="checkbox" label="性别"');
    await waitFor(() => all(boxes.picker, 'input[type="checkbox"]').length === 2, 3000, 'boxes');
    expect(inside(boxes.picker, '[role="group"]').getAttribute('aria-label')).to.equal('性别');
  });

  it('shows the text of an initial value', async () => {
    pickerBackend();
    const { picker } = await dictSelect('dict-code="sex" value="1"');
    await waitFor(() => inside(picker, '[part~="control"] button').textContent === '男', 3000, 'the text');
  });

  it('as radios, and as check boxes storing a comma list', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('dict-code="sex" type="radio"');
    await waitFor(() => all(picker, 'input[type="radio"]').length === 2, 3000, 'radios');
    await click(all(picker, 'input[type="radio"]')[1]);
    await waitFor(() => submitted(form) === '2', 3000, 'the radio value');
    removePlaces();

    const boxes = await dictSelect('dict-code="sex" type="checkbox"');
    await waitFor(() => all(boxes.picker, 'input[type="checkbox"]').length === 2, 3000, 'boxes');
    await click(all(boxes.picker, 'input[type="checkbox"]')[1]);
    await click(all(boxes.picker, 'input[type="checkbox"]')[0]);
    await waitFor(() => submitted(boxes.form) === '1,2', 3000, 'both, in the dictionary order');
  });

  it('as checkable tags: one tag at a time, a second press clears it', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('dict-code="sex" type="tag" value="1"');
    const changes = recordChanges<DictChange>(picker);
    const tags = () => all(picker, 'button[aria-pressed]');
    const pressed = () =>
      tags()
        .filter((tag) => tag.getAttribute('aria-pressed') === 'true')
        .map((tag) => tag.textContent);
    await waitFor(
      () => tags().length === 2 && pressed().join() === '男',
      3000,
      'the tags with the initial value pressed',
    );
    await click(tags()[1]);
    await waitFor(() => submitted(form) === '2', 3000, 'the second tag chosen');
    expect(pressed()).to.deep.equal(['女']);
    tags()[1].focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => pressed().length === 0, 3000, 'no tag pressed');
    expect(submitted(form) ?? '').to.equal('');
    expect(changes.map((change) => change.value)).to.deep.equal(['2', '']);
    form.reset();
    await waitFor(() => pressed().join() === '男', 3000, 'the reset value');
  });

  it('as checkable tags with multiple: each press adds or removes a value, in the dictionary order', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('dict-code="sex" type="tag" multiple');
    await waitFor(() => all(picker, 'button[aria-pressed]').length === 2, 3000, 'the tags');
    const [male, female] = all(picker, 'button[aria-pressed]');
    await click(female);
    await click(male);
    await waitFor(() => submitted(form) === '1,2', 3000, 'both values');
    await click(female);
    await waitFor(() => submitted(form) === '1', 3000, 'one value left');
  });

  it('an empty code shows 字典Code不能为空!', async () => {
    pickerBackend();
    const { picker } = await dictSelect('');
    await waitFor(
      () => picker.shadowRoot!.querySelector('[role="alert"]')?.textContent === '字典Code不能为空!',
      3000,
      'the message',
    );
  });

  it('looks a dictionary up once and reuses it for 30 seconds', async () => {
    const server = pickerBackend();
    await dictSelect('dict-code="sex" value="1"');
    await dictSelect('dict-code="sex" value="2"');
    await settle();
    expect(server.calls('/sys/dict/getDictItems/sex')).to.have.length(1);
  });
});

describe('<farm-dict-select>: the switch', () => {
  it('stores Y when on and N when off', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('type="switch" value="N"');
    const changes = recordChanges<DictChange>(picker);
    const toggle = inside(picker, '[role="switch"]');
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    await click(toggle);
    await waitFor(() => submitted(form) === 'Y', 3000, 'Y');
    expect(changes.map(({ value, previousValue }) => ({ value, previousValue }))).to.deep.equal([
      { value: 'Y', previousValue: 'N' },
    ]);
    await click(toggle);
    await waitFor(() => submitted(form) === 'N', 3000, 'N');
  });

  it('takes its two values from switchValues', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('type="switch"');
    picker.switchValues = ['1', '0'];
    await settle();
    await click(inside(picker, '[role="switch"]'));
    await waitFor(() => submitted(form) === '1', 3000, 'the on value');
  });

  it('in query mode is a choice of 是 and 否', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('type="switch" query-mode');
    await click(inside(picker, '[part~="control"] button'));
    await waitFor(() => all(picker, '[role="option"]').length === 2, 3000, 'the choices');
    expect(all(picker, '[role="option"]').map((choice) => choice.textContent)).to.deep.equal(['是', '否']);
    await click(option(picker, '否'));
    await waitFor(() => submitted(form) === 'N', 3000, 'N');
  });
});

describe('<farm-dict-select>: searching a table dictionary on the server', () => {
  it('prompts 请输入搜索内容, asks loadDict for 10 options, and says 没有查询到任何数据 on no match', async () => {
    const server = pickerBackend();
    const { form, picker } = await dictSelect(`type="search" dict-code="${USER_DICT}" search-debounce="300"`);
    await waitFor(() => all(picker, '[part~="control"] input').length === 1, 3000, 'the search box');
    const input = inside<HTMLInputElement>(picker, '[part~="control"] input');
    await click(input);
    await sendKeys({ type: '赵' });
    await waitFor(() => listText(picker) === '没有查询到任何数据', 3000, 'no match');
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => listText(picker) === '请输入搜索内容', 3000, 'the prompt');
    await sendKeys({ type: '李' });
    await waitFor(() => all(picker, '[role="option"]').length === 1, 3000, 'the match');
    expect(server.calls(`/sys/dict/loadDict/${USER_DICT}`).at(-1)).to.include({ keyword: '李', pageSize: 10 });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => submitted(form) === 'lisi', 3000, 'the chosen value');
  });

  it('sends one search for quick typing', async () => {
    const server = pickerBackend();
    const { picker } = await dictSelect(`type="search" dict-code="${USER_DICT}"`);
    await click(inside(picker, '[part~="control"] input'));
    await sendKeys({ type: '王五' });
    await waitFor(() => all(picker, '[role="option"]').length === 1, 3000, 'the match');
    expect(server.calls(`/sys/dict/loadDict/${USER_DICT}`).map((call) => call.keyword)).to.deep.equal(['王五']);
  });

  it('a slower answer to an older search never replaces the newer one', async () => {
    let answerFirst: (answer: Answer) => void = () => undefined;
    const server = pickerBackend((request) =>
      request.url?.includes('/loadDict/') && request.params?.keyword === '王'
        ? new Promise<Answer>((resolve) => {
            answerFirst = resolve;
          })
        : undefined,
    );
    const { picker } = await dictSelect(`type="search" dict-code="${USER_DICT}" search-debounce="300"`);
    await click(inside(picker, '[part~="control"] input'));
    await sendKeys({ type: '王' });
    await waitFor(() => server.calls(`/sys/dict/loadDict/${USER_DICT}`).length === 1, 3000, 'the first search sent');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '李' });
    await waitFor(() => listText(picker) === '李四', 3000, 'the newer answer');
    answerFirst(ok([{ value: 'wangwu', text: '王五' }]));
    // The held answer arrives within these turns of the event loop; taken, it would show 王五.
    await settle();
    await settle();
    expect(listText(picker)).to.equal('李四');
  });

  it('echoes an initial value through loadDictItem', async () => {
    const server = pickerBackend();
    const { picker } = await dictSelect(`type="search" dict-code="${USER_DICT}" value="wangwu"`);
    await waitFor(() => inside<HTMLInputElement>(picker, '[part~="control"] input').value === '王五', 3000, 'the text');
    expect(server.calls(`/sys/dict/loadDictItem/${USER_DICT}`)[0]).to.include({ key: 'wangwu' });
  });

  it('a failed search shows the server message as a warning', async () => {
    pickerBackend((request) => (request.url?.includes('/loadDict/') ? refused('字典表不存在') : undefined));
    const { picker } = await dictSelect(`type="search" dict-code="${USER_DICT}" search-debounce="300"`);
    await click(inside(picker, '[part~="control"] input'));
    await sendKeys({ type: '李' });
    await waitFor(
      () => picker.shadowRoot!.querySelector('[data-level="warning"]')?.textContent?.includes('字典表不存在') === true,
      3000,
      'the warning',
    );
  });
});

describe('<farm-dict-select>: form', () => {
  it('form.reset() restores the value attribute; required and empty is value missing', async () => {
    pickerBackend();
    const { form, picker } = await dictSelect('dict-code="sex" type="radio" value="1" required');
    await waitFor(() => all(picker, 'input[type="radio"]').length === 2, 3000, 'radios');
    await click(all(picker, 'input[type="radio"]')[1]);
    await waitFor(() => submitted(form) === '2', 3000, 'chosen');
    form.reset();
    await waitFor(() => submitted(form) === '1', 3000, 'reset');
    picker.value = '';
    await waitFor(() => picker.validity!.valueMissing, 3000, 'value missing');
  });
});

const dictSelectMounted = (attributes: string, ready: string) => async () => {
  pickerBackend();
  const { picker } = await dictSelect(attributes);
  await waitFor(() => all(picker, ready).length > 0, 3000, `${ready} shown`);
  return picker;
};

const openDropDown = async (picker: FarmDictSelectElement) => {
  await click(inside(picker, '[part~="control"] button'));
  await waitFor(() => all(picker, '[role="option"]').length > 0, 3000, 'the options');
};

describeAccessibility<FarmDictSelectElement>({
  tag: 'farm-dict-select',
  variant: 'as a drop-down',
  mount: dictSelectMounted('dict-code="sex" value="1"', '[part~="control"] button'),
  states: [{ name: 'its options', open: openDropDown }],
});

describeAccessibility<FarmDictSelectElement>({
  tag: 'farm-dict-select',
  variant: 'as a drop-down of several values',
  mount: dictSelectMounted('dict-code="sex" multiple value="1"', '[part~="control"] button'),
  states: [{ name: 'its options', open: openDropDown }],
});

for (const type of ['radio', 'radioButton', 'checkbox', 'tag']) {
  describeAccessibility<FarmDictSelectElement>({
    tag: 'farm-dict-select',
    variant: `as ${type}`,
    mount: dictSelectMounted(`dict-code="sex" type="${type}" value="1"`, '[part~="control"] :is(input, button)'),
  });
}

describeAccessibility<FarmDictSelectElement>({
  tag: 'farm-dict-select',
  variant: 'as a switch',
  mount: dictSelectMounted('type="switch" value="Y"', '[role="switch"]'),
});

describeAccessibility<FarmDictSelectElement>({
  tag: 'farm-dict-select',
  variant: 'as a 是/否 choice in query mode',
  mount: dictSelectMounted('type="switch" query-mode', '[part~="control"] button'),
  states: [{ name: 'its choices', open: openDropDown }],
});

describeAccessibility<FarmDictSelectElement>({
  tag: 'farm-dict-select',
  variant: 'as a server search',
  mount: dictSelectMounted(`type="search" dict-code="${USER_DICT}" search-debounce="300"`, '[part~="control"] input'),
  states: [
    {
      name: 'its matches',
      open: async (picker) => {
        await click(inside(picker, '[part~="control"] input'));
        await sendKeys({ type: '李' });
        await waitFor(() => all(picker, '[role="option"]').length === 1, 3000, 'the match');
      },
    },
  ],
});
