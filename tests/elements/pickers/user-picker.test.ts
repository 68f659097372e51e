import '../../../elements/pickers/user-picker/element';
import { describeAccessibility } from '../a11y';
import type { FarmUserPickerElement } from '../../../elements/pickers/user-picker/element';
import { expect, sendKeys, settle, waitFor } from '../harness';
import { pickerBackend, refused, resetBackend, USERS } from './picker-backend';
import type { Answer } from '../../unit/core/http/fake-backend';
import {
  all,
  button,
  click,
  inside,
  openDialog,
  place,
  recordChanges,
  removePlaces,
  row,
  shownText,
  treeNode,
} from './picker-dom';

afterEach(() => {
  removePlaces();
  resetBackend();
});

interface UserChange {
  value: string;
  previousValue: string;
  rows: Array<{ username: string; realname: string }>;
}

async function userPicker(attributes = '') {
  const { root, picker } = await place<FarmUserPickerElement>(
    `<form><farm-user-picker name="users" ${attributes}></farm-user-picker></form>`,
    'farm-user-picker',
  );
  return { form: root.querySelector('form')!, picker };
}

async function openPicker(picker: FarmUserPickerElement) {
  await click(inside(picker, '[part~="open-button"] button'));
  await waitFor(() => Boolean(openDialog(picker)), 3000, 'the dialog open');
  await waitFor(() => all(picker, 'tbody tr').length > 0, 3000, 'the users listed');
}

const tableUsers = (picker: Element) =>
  all<HTMLTableRowElement>(picker, 'tbody tr').map((tr) => tr.cells[1].textContent);

describe('<farm-user-picker>: choosing users', () => {
  it('opens a 1250 px dialog listing the users page by page from the server', async () => {
    const server = pickerBackend();
    const { picker } = await userPicker();
    await openPicker(picker);
    expect(openDialog(picker)!.querySelector<HTMLElement>('[style*="1250px"]')).to.not.equal(null);
    expect(tableUsers(picker)).to.deep.equal(['admin', 'lisi', 'wangwu']);
    expect(server.calls('/sys/user/queryUserComponentData')[0]).to.include({ pageNo: 1, pageSize: 10 });
  });

  it('confirm stores usernames, shows real names, fires farm-change and closes', async () => {
    pickerBackend();
    const { picker } = await userPicker('multiple');
    const changes = recordChanges<UserChange>(picker);
    await openPicker(picker);
    await click(row(picker, 'lisi'));
    await click(row(picker, 'wangwu'));
    await click(button(picker, '确定'));
    await waitFor(() => !openDialog(picker), 3000, 'the dialog closed');
    expect(shownText(picker)).to.equal('李四,王五');
    expect(changes).to.have.length(1);
    expect(changes[0].value).to.equal('lisi,wangwu');
    expect(changes[0].previousValue).to.equal('');
    expect(changes[0].rows.map((user) => user.realname)).to.deep.equal(['李四', '王五']);
  });

  it('one click on a row is one choice', async () => {
    pickerBackend();
    const { picker } = await userPicker('multiple');
    await openPicker(picker);
    await click(row(picker, 'lisi').cells[0]);
    expect(row(picker, 'lisi').getAttribute('aria-selected')).to.equal('true');
    await click(row(picker, 'lisi').querySelector('input')!);
    expect(row(picker, 'lisi').getAttribute('aria-selected')).to.equal('false');
  });

  it('single mode keeps only the latest user', async () => {
    pickerBackend();
    const { picker } = await userPicker();
    await openPicker(picker);
    await click(row(picker, 'lisi'));
    await click(row(picker, 'admin'));
    expect(all(picker, 'tbody tr[aria-selected="true"]')).to.have.length(1);
    await click(button(picker, '确定'));
    await waitFor(
      () => picker.shadowRoot!.querySelector<HTMLInputElement>('[part~="text"]')!.value === '管理员',
      3000,
      'the chosen name',
    );
  });

  it('cancel keeps the value, and the next opening starts again from it', async () => {
    pickerBackend();
    const { picker } = await userPicker('multiple value="lisi"');
    await waitFor(() => shownText(picker) === '李四', 3000, 'the echo');
    const changes = recordChanges(picker);
    await openPicker(picker);
    await click(row(picker, 'wangwu'));
    await click(button(picker, '取消'));
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(shownText(picker)).to.equal('李四');
    await openPicker(picker);
    expect(
      all<HTMLTableRowElement>(picker, 'tbody tr[aria-selected="true"]').map((tr) => tr.cells[1].textContent),
    ).to.deep.equal(['lisi']);
    expect(changes).to.have.length(0);
  });
});

describe('<farm-user-picker>: search and departments', () => {
  it('searches accounts on the server', async () => {
    const server = pickerBackend();
    const { picker } = await userPicker();
    await openPicker(picker);
    openDialog(picker)!.querySelector<HTMLInputElement>('form[role="search"] input')!.focus();
    await sendKeys({ type: 'wang' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => tableUsers(picker).join() === 'wangwu', 3000, 'the search answered');
    expect(server.calls('/sys/user/queryUserComponentData').at(-1)).to.include({ username: 'wang', pageNo: 1 });
  });

  it('loads the department tree level by level and narrows the users to a department', async () => {
    const server = pickerBackend();
    const { picker } = await userPicker();
    await openPicker(picker);
    await waitFor(() => all(picker, '[role="treeitem"]').length === 1, 3000, 'the root department');
    expect(server.calls('/sys/sysDepart/queryDepartTreeSync')[0].pid).to.equal(undefined);
    treeNode(picker, '总部').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => all(picker, '[role="treeitem"]').length === 3, 3000, 'the children loaded');
    expect(server.calls('/sys/sysDepart/queryDepartTreeSync')[1].pid).to.equal('d1');
    await click(treeNode(picker, '研发部'));
    await waitFor(() => tableUsers(picker).join() === 'lisi', 3000, 'the department users');
    expect(server.calls('/sys/user/queryUserComponentData').at(-1)).to.include({ departId: 'd2' });
  });
});

describe('<farm-user-picker>: keyboard', () => {
  it('arrow keys move between rows, Space picks, Enter on 确定 confirms', async () => {
    pickerBackend();
    const { picker } = await userPicker('multiple');
    await openPicker(picker);
    all<HTMLTableRowElement>(picker, 'tbody tr')[0].focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    expect(row(picker, 'lisi').getAttribute('aria-selected')).to.equal('true');
    button(picker, '确定').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shownText(picker) === '李四', 3000, 'confirmed');
  });

  it('Escape closes the dialog without a change', async () => {
    pickerBackend();
    const { picker } = await userPicker();
    const changes = recordChanges(picker);
    await openPicker(picker);
    await click(row(picker, 'lisi'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(shownText(picker)).to.equal('');
    expect(changes).to.have.length(0);
  });
});

describe('<farm-user-picker>: echo, form and failures', () => {
  it('echoes an initial value through getMultiUser keyed by the store field', async () => {
    const server = pickerBackend();
    const { picker } = await userPicker('value="wangwu,lisi"');
    await waitFor(() => shownText(picker) === '王五,李四', 3000, 'the echo');
    expect(server.calls('/sys/user/getMultiUser')[0]).to.include({ username: 'wangwu,lisi' });
  });

  it('a value the host gives while the echo of the one before is under way shows its own text, never the older answer', async () => {
    let answerFirst: (answer: Answer) => void = () => undefined;
    const server = pickerBackend((request) =>
      request.url?.endsWith('getMultiUser') && request.params?.username === 'wangwu'
        ? new Promise<Answer>((resolve) => {
            answerFirst = resolve;
          })
        : undefined,
    );
    const { picker } = await userPicker('value="wangwu"');
    await waitFor(() => server.calls('/sys/user/getMultiUser').length === 1, 3000, 'the first echo sent');
    picker.value = 'lisi';
    await waitFor(() => shownText(picker) === '李四', 3000, 'the newer echo');
    answerFirst({ data: [USERS[2]] });
    // The held answer arrives within these turns of the event loop; taken, it would show 王五.
    await settle();
    await settle();
    expect(shownText(picker)).to.equal('李四');
  });

  it('a custom store and text field override username and realname', async () => {
    pickerBackend();
    const { form, picker } = await userPicker('store-field="id" text-field="username" value="u2"');
    await waitFor(() => shownText(picker) === 'lisi', 3000, 'the echo by id');
    expect(new FormData(form).get('users')).to.equal('u2');
  });

  it('is submitted under its name, required when empty, and restored by form.reset()', async () => {
    pickerBackend();
    const { form, picker } = await userPicker('required value="lisi"');
    await waitFor(() => new FormData(form).get('users') === 'lisi', 3000, 'the form value');
    expect(picker.validity!.valid).to.equal(true);
    await openPicker(picker);
    await click(row(picker, 'admin'));
    await click(button(picker, '确定'));
    await waitFor(() => new FormData(form).get('users') === 'admin', 3000, 'the chosen value');
    form.reset();
    // At once, as a native control resets.
    expect(new FormData(form).get('users')).to.equal('lisi');
    await waitFor(() => shownText(picker) === '李四', 3000, 'reset');

    picker.value = '';
    await waitFor(() => picker.validity!.valueMissing, 3000, 'value missing');
    expect(picker.validationMessage).to.equal('请选择');
  });

  it('a failed search shows the server message and keeps the rows and the selection', async () => {
    let failing = false;
    pickerBackend((request) =>
      failing && request.url?.endsWith('queryUserComponentData') ? refused('查询失败了') : undefined,
    );
    const { picker } = await userPicker('multiple');
    await openPicker(picker);
    await click(row(picker, 'lisi'));
    failing = true;
    openDialog(picker)!.querySelector<HTMLInputElement>('form[role="search"] input')!.focus();
    await sendKeys({ type: 'x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => picker.shadowRoot!.textContent!.includes('查询失败了'), 3000, 'the server message');
    await settle();
    expect(tableUsers(picker)).to.deep.equal(['admin', 'lisi', 'wangwu']);
    expect(row(picker, 'lisi').getAttribute('aria-selected')).to.equal('true');
  });
});

describe('<farm-user-picker>: a failed echo', () => {
  it('shows the server message, keeps the bare value, and confirming untouched keeps it', async () => {
    pickerBackend((request) => (request.url?.endsWith('getMultiUser') ? refused('用户服务不可用') : undefined));
    const { form, picker } = await userPicker('value="lisi"');
    await waitFor(() => picker.shadowRoot!.textContent!.includes('用户服务不可用'), 3000, 'the server message');
    expect(shownText(picker)).to.equal('lisi');
    await openPicker(picker);
    expect(row(picker, 'lisi').getAttribute('aria-selected')).to.equal('true');
    await click(button(picker, '确定'));
    await waitFor(() => !openDialog(picker), 3000, 'closed');
    expect(new FormData(form).get('users')).to.equal('lisi');
  });
});

describeAccessibility<FarmUserPickerElement>({
  tag: 'farm-user-picker',
  mount: async () => {
    pickerBackend();
    return (await userPicker('multiple value="lisi"')).picker;
  },
  states: [{ name: 'the 选择用户 dialog', open: openPicker }],
  dialogs: [
    {
      name: 'the 选择用户 dialog',
      opener: (picker) => inside(picker, '[part~="open-button"] button'),
      open: async () => sendKeys({ press: 'Enter' }),
      dialog: (picker) => openDialog(picker),
    },
  ],
});
