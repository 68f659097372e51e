import { expect, sendKeys, settle, waitFor } from '../harness';
import {
  activePanel,
  choice,
  click,
  expressionBox,
  focusedInside,
  inside,
  place,
  recordEvents,
  removePlaces,
  retype,
  tab,
  expectSameNode,
} from './cron-dom';

afterEach(removePlaces);

const dialogOf = (cron: Element) => inside<HTMLDialogElement>(cron, 'dialog');
/** The dialog's code arrives when the editor is first opened: until then there is no dialog. */
const dialogOpen = (cron: Element) => cron.shadowRoot?.querySelector<HTMLDialogElement>('dialog')?.open === true;
const button = (scope: ParentNode, text: string) => {
  const found = Array.from(scope.querySelectorAll<HTMLButtonElement>('button')).find(
    (candidate) => candidate.textContent === text,
  );
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

async function openEditor(markup = '<form><farm-cron name="schedule" value="0 0 12 * * ?"></farm-cron></form>') {
  const { root, cron } = await place(markup);
  await click(inside(cron, '[part~="open-button"]'));
  await waitFor(() => dialogOpen(cron), 3000, 'the dialog');
  return { form: root.querySelector('form'), cron, dialog: dialogOf(cron) };
}

describe('the modal variant', () => {
  it('选择 opens the editor in a 608 px modal dialog inside the element', async () => {
    const { cron, dialog } = await openEditor();
    expect(dialog.matches(':modal')).to.equal(true);
    expectSameNode(dialog.getRootNode(), cron.shadowRoot, 'the root of the dialog');
    const widths = Array.from(dialog.querySelectorAll<HTMLElement>('*')).map(
      (node) => node.getBoundingClientRect().width,
    );
    expect(widths).to.include(608);
    expect(dialog.textContent).to.contain('Cron表达式');
    expect(dialog.querySelector<HTMLInputElement>('[part~="input"]')!.value).to.equal('0 0 12 * * ?');
  });

  it('the keyboard opens it too, and focus moves into the dialog', async () => {
    const { cron } = await place('<farm-cron value="0 0 12 * * ?"></farm-cron>');
    inside(cron, '[part~="open-button"]').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialogOpen(cron), 3000, 'the dialog');
    await waitFor(() => dialogOf(cron).contains(focusedInside(cron)), 3000, 'focus inside the dialog');
  });

  it('edits a copy: the value changes only with 确定, with one farm-change', async () => {
    const { form, cron, dialog } = await openEditor();
    const events = recordEvents(cron);
    await click(choice(activePanel(dialog), '每秒'));
    await click(tab(dialog, '分'));
    await retype(dialog.querySelector<HTMLInputElement>('[part~="input"]')!, '0 15 10 ? * 2-6');
    await settle();
    expect(events, 'nothing leaves the element while the copy is edited').to.deep.equal([]);
    expect(expressionBox(cron).value).to.equal('0 0 12 * * ?');

    await click(button(dialog, '确定'));
    await waitFor(() => !dialog.open, 3000, 'the dialog to close');
    expect(events).to.deep.equal([
      { type: 'farm-change', detail: { value: '0 15 10 ? * 2-6', previousValue: '0 0 12 * * ?' } },
      { type: 'change', detail: undefined },
      { type: 'input', detail: undefined },
    ]);
    expect(expressionBox(cron).value).to.equal('0 15 10 ? * 2-6');
    expect(new FormData(form!).get('schedule')).to.equal('0 15 10 ? * 2-6');
  });

  it('取消 drops the copy', async () => {
    const { cron, dialog } = await openEditor();
    const events = recordEvents(cron);
    await click(choice(activePanel(dialog), '每秒'));
    await click(button(dialog, '取消'));
    await waitFor(() => !dialog.open, 3000, 'the dialog to close');
    expect(expressionBox(cron).value).to.equal('0 0 12 * * ?');
    expect(events).to.deep.equal([]);
  });

  it('Escape drops the copy, and the next opening starts from the value', async () => {
    const { cron, dialog } = await openEditor();
    await click(choice(activePanel(dialog), '每秒'));
    const closed = new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true }));
    await sendKeys({ press: 'Escape' });
    await closed;
    await click(inside(cron, '[part~="open-button"]'));
    await waitFor(() => dialog.open, 3000, 'open again');
    expect(dialog.querySelector<HTMLInputElement>('[part~="input"]')!.value).to.equal('0 0 12 * * ?');
  });

  it('the text box beside the button is typed into directly', async () => {
    const { cron } = await place('<farm-cron value="0 0 12 * * ?"></farm-cron>');
    const events = recordEvents(cron, ['farm-change']);
    await retype(expressionBox(cron), '0 0 6 * * ?');
    await waitFor(
      () => events.length > 0 && cron.shadowRoot!.querySelector('[part~="error"]') === null,
      3000,
      'the typed value',
    );
    expect(events[events.length - 1].detail).to.deep.equal({ value: '0 0 6 * * ?', previousValue: '0 0 6 * * ' });
  });
});
