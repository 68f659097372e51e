import '../../../elements/dialogs/prompt/element';
import type { FarmPromptElement } from '../../../elements/dialogs/prompt/element';
import { describeAccessibility, expectAccessible } from '../a11y';
import { expect, sendKeys, waitFor } from '../harness';
import {
  alerts,
  click,
  dialogButton,
  focused,
  openDialog,
  place,
  recordEvents,
  removePlaces,
  waitForDialog,
} from './dialog-dom';

afterEach(removePlaces);

describe('<farm-prompt>: the generic prompt', () => {
  it('opens with focus in the field, refuses an empty required text, and 确定 fires farm-confirm with the text', async () => {
    const prompt = await place<FarmPromptElement>(
      '<farm-prompt open heading="重命名" label="名称" show-label required value=""></farm-prompt>',
    );
    const confirmed = recordEvents<{ value: string }>(prompt, 'farm-confirm');
    const dialog = await waitForDialog(() => prompt);
    expect(dialog.textContent).to.include('重命名');
    await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
    await click(dialogButton(prompt, '确定'));
    await waitFor(() => alerts(prompt).includes('请输入名称'), 3000, 'the required message');
    expect(confirmed).to.deep.equal([]);
    await sendKeys({ type: '东区一号' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => confirmed.length === 1, 3000, 'farm-confirm');
    expect(confirmed[0]).to.deep.equal({ value: '东区一号' });
    await waitFor(() => openDialog(prompt) === null, 3000, 'the modal closed');
    expect(prompt.hasAttribute('open')).to.equal(false);
  });

  it('has no axe violations while open, the message shown included', async () => {
    const prompt = await place<FarmPromptElement>('<farm-prompt open label="名称" required></farm-prompt>');
    await waitForDialog(() => prompt);
    await click(dialogButton(prompt, '确定'));
    await waitFor(() => alerts(prompt).length === 1, 3000, 'the message');
    await expectAccessible(prompt);
  });

  it('checks the pattern on the whole text, with its message', async () => {
    const prompt = await place<FarmPromptElement>(
      '<farm-prompt open label="编号" pattern="[A-Z]{2}\\d{3}" pattern-message="编号为两个大写字母加三位数字"></farm-prompt>',
    );
    const confirmed = recordEvents<{ value: string }>(prompt, 'farm-confirm');
    await waitForDialog(() => prompt);
    await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
    await sendKeys({ type: 'AB1234' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => alerts(prompt).includes('编号为两个大写字母加三位数字'), 3000, 'the pattern message');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => confirmed.length === 1, 3000, 'farm-confirm');
    expect(confirmed[0].value).to.equal('AB123');
  });

  it("runs the caller's rules (a validator may answer later) before accepting", async () => {
    const prompt = await place<FarmPromptElement>('<farm-prompt label="用户名"></farm-prompt>');
    prompt.rules = [{ validator: async (value) => (String(value) === 'admin' ? '用户名已存在' : undefined) }];
    const confirmed = recordEvents<{ value: string }>(prompt, 'farm-confirm');
    prompt.open = true;
    await waitForDialog(() => prompt);
    await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
    await sendKeys({ type: 'admin' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => alerts(prompt).includes('用户名已存在'), 3000, 'the rule message');
    expect(confirmed).to.deep.equal([]);
  });

  it('取消 and Escape fire farm-cancel, clear open, and setting open again shows the starting text', async () => {
    const prompt = await place<FarmPromptElement>('<farm-prompt open value="原来的名字"></farm-prompt>');
    const cancelled = recordEvents(prompt, 'farm-cancel');
    await waitForDialog(() => prompt);
    await click(dialogButton(prompt, '取消'));
    await waitFor(() => cancelled.length === 1 && openDialog(prompt) === null, 3000, 'the cancel');
    expect(prompt.hasAttribute('open')).to.equal(false);
    prompt.open = true;
    const dialog = await waitForDialog(() => prompt, 'the modal again');
    expect(dialog.querySelector('input')!.value).to.equal('原来的名字');
    await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => cancelled.length === 2, 3000, 'the second cancel');
  });
});

describe('<farm-prompt variant="save-name">', () => {
  it('asks 请输入保存的名称, refuses an empty name with 保存名称不能为空', async () => {
    const prompt = await place<FarmPromptElement>('<farm-prompt open variant="save-name"></farm-prompt>');
    const dialog = await waitForDialog(() => prompt);
    expect(dialog.textContent).to.include('请输入保存的名称');
    await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
    await sendKeys({ type: '   ' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => alerts(prompt).includes('保存名称不能为空'), 3000, 'the empty-name message');
  });

  it('asks 是否覆盖 for a name already saved: 取消 keeps the prompt, 覆盖 confirms the trimmed name', async () => {
    const prompt = await place<FarmPromptElement>('<farm-prompt variant="save-name"></farm-prompt>');
    prompt.existingNames = ['本月订单'];
    const confirmed = recordEvents<{ value: string }>(prompt, 'farm-confirm');
    prompt.open = true;
    await waitForDialog(() => prompt);
    await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
    await sendKeys({ type: ' 本月订单 ' });
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => prompt.shadowRoot!.textContent!.includes('“本月订单” 已存在，是否覆盖？'),
      3000,
      'the overwrite question',
    );
    await click(dialogButton(prompt, '取消'));
    await waitFor(() => !prompt.shadowRoot!.textContent!.includes('是否覆盖'), 3000, 'the question gone');
    expect(openDialog(prompt), 'the prompt stays').to.not.equal(null);
    expect(confirmed).to.deep.equal([]);
    await click(dialogButton(prompt, '确定'));
    await waitFor(() => prompt.shadowRoot!.textContent!.includes('是否覆盖'), 3000, 'the question again');
    await click(dialogButton(prompt, '覆盖'));
    await waitFor(() => confirmed.length === 1, 3000, 'farm-confirm');
    expect(confirmed[0]).to.deep.equal({ value: '本月订单' });
  });
});

/** A page's button that asks for a name, and the prompt it opens. */
async function promptWithOpener(markup: string): Promise<FarmPromptElement> {
  const prompt = await place<FarmPromptElement>(markup);
  const opener = document.createElement('button');
  opener.type = 'button';
  opener.textContent = '重命名';
  opener.addEventListener('click', () => (prompt.open = true));
  prompt.before(opener);
  return prompt;
}

const showPrompt = async (prompt: FarmPromptElement) => {
  prompt.open = true;
  await waitForDialog(() => prompt);
};

/** The open dialog asking 是否覆盖 (the prompt's own confirmation). */
const overwriteQuestion = (prompt: FarmPromptElement) =>
  Array.from(prompt.shadowRoot!.querySelectorAll<HTMLDialogElement>('dialog[open]')).find((dialog) =>
    dialog.textContent?.includes('是否覆盖'),
  ) ?? null;

const askToOverwrite = async (prompt: FarmPromptElement) => {
  await showPrompt(prompt);
  await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
  await sendKeys({ type: '本月订单' });
  await sendKeys({ press: 'Enter' });
  await waitFor(() => overwriteQuestion(prompt) !== null, 3000, 'the overwrite question');
};

describeAccessibility<FarmPromptElement>({
  tag: 'farm-prompt',
  mount: () => promptWithOpener('<farm-prompt heading="重命名" label="名称" show-label required></farm-prompt>'),
  states: [
    { name: 'the prompt', open: showPrompt },
    {
      name: 'the prompt with its message',
      open: async (prompt) => {
        await showPrompt(prompt);
        await click(dialogButton(prompt, '确定'));
        await waitFor(() => alerts(prompt).length === 1, 3000, 'the message');
      },
    },
  ],
  dialogs: [
    {
      name: 'the prompt',
      opener: (prompt) => prompt.previousElementSibling as HTMLElement,
      open: () => sendKeys({ press: 'Enter' }),
      dialog: (prompt) => openDialog(prompt),
    },
  ],
});

describeAccessibility<FarmPromptElement>({
  tag: 'farm-prompt',
  variant: 'asking a save name',
  mount: async () => {
    const prompt = await promptWithOpener('<farm-prompt variant="save-name"></farm-prompt>');
    prompt.existingNames = ['本月订单'];
    return prompt;
  },
  states: [
    { name: 'the save-name prompt', open: showPrompt },
    { name: 'the 是否覆盖 question', open: askToOverwrite },
  ],
  dialogs: [
    {
      name: 'the save-name prompt',
      opener: (prompt) => prompt.previousElementSibling as HTMLElement,
      open: () => sendKeys({ press: 'Enter' }),
      dialog: (prompt) => openDialog(prompt),
    },
    {
      name: 'the 是否覆盖 question',
      prepare: async (prompt) => {
        await showPrompt(prompt);
        await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
        await sendKeys({ type: '本月订单' });
      },
      opener: (prompt) => dialogButton(prompt, '确定'),
      open: () => sendKeys({ press: 'Enter' }),
      dialog: overwriteQuestion,
    },
  ],
});
