// farm-elements/dialogs: importing it registers the dialog tags, and each call resolves with the answer.
import { prompt, promptSaveName, showDetail } from '../../../elements/dialogs/calls';
import { expect, sendKeys, waitFor } from '../harness';
import { alerts, click, focused, openDialog, removePlaces, waitForDialog } from './dialog-dom';

afterEach(removePlaces);

const onPage = (tag: string) => () => document.body.querySelector(tag);

async function typeAndConfirm(text: string): Promise<void> {
  await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

describe('farm-elements/dialogs for npm hosts', () => {
  it('prompt() resolves with the text typed', async () => {
    const answer = prompt({ label: '备注' });
    await waitForDialog(onPage('farm-prompt'));
    await typeAndConfirm('明早检修');
    expect(await answer).to.equal('明早检修');
  });

  it('promptSaveName() refuses an empty name and resolves with null on Escape', async () => {
    const answer = promptSaveName();
    const host = onPage('farm-prompt');
    await waitForDialog(host);
    await typeAndConfirm(' ');
    await waitFor(() => alerts(host()!).includes('保存名称不能为空'), 3000, 'the empty-name message');
    await sendKeys({ press: 'Escape' });
    expect(await answer).to.equal(null);
  });

  it('showDetail() opens 详细信息 with the title and column count asked', async () => {
    const closed = showDetail({ name: '收割机' }, [{ key: 'name', title: '名称' }], {
      title: '农机详情',
      columnCount: 1,
    });
    const host = onPage('farm-detail');
    const dialog = await waitForDialog(host);
    expect(dialog.textContent).to.include('农机详情');
    expect(dialog.querySelector('dl')!.getAttribute('data-columns')).to.equal('1');
    await click(dialog.querySelector('button[aria-label="关闭"]')!);
    await closed;
    expect(openDialog(host())).to.equal(null);
  });
});
