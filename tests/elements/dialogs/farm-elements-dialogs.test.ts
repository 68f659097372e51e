// The dialog calls of a script-tag page: nothing defines the dialog tags until a call loads
// their chunk, so this file must not import the elements or farm-elements/dialogs.
import { installFarmElements, type FarmElementsApi } from '../../../elements/loader';
import { expect, sendKeys, waitFor } from '../harness';
import { recordingConsole } from '../loader/page-fixture';
import { alerts, click, dialogButton, focused, removePlaces, waitForDialog } from './dialog-dom';

afterEach(removePlaces);

const SCRIPT_URL = 'https://cdn.test/elements/farm-elements.js';
const CHUNKS = {
  'farm-prompt': 'https://cdn.test/elements/chunks/farm-prompt.js',
  'farm-detail': 'https://cdn.test/elements/chunks/farm-detail.js',
};

/** A script-tag page's FarmElements whose chunks are the real dialog elements. */
function scriptTagApi(): { api: FarmElementsApi; imported: string[] } {
  const imported: string[] = [];
  const api = installFarmElements(
    { document, customElements, console: recordingConsole() },
    {
      chunks: CHUNKS,
      scriptUrl: SCRIPT_URL,
      importChunk: (url) => {
        imported.push(url);
        return url === CHUNKS['farm-prompt']
          ? import('../../../elements/dialogs/prompt/element')
          : import('../../../elements/dialogs/detail/element');
      },
    },
  );
  return { api, imported };
}

const onPage = (tag: string) => () => document.body.querySelector(tag);

async function typeAndConfirm(text: string): Promise<void> {
  await waitFor(() => focused()?.tagName === 'INPUT', 3000, 'focus in the field');
  await sendKeys({ type: text });
  await sendKeys({ press: 'Enter' });
}

describe('FarmElements.prompt() on a script-tag page', () => {
  it('loads <farm-prompt>, resolves with the text on 确定 and takes the element off the page', async () => {
    const { api, imported } = scriptTagApi();
    const answer = api.prompt({
      title: '批量改价',
      label: '单价',
      required: true,
      pattern: '\\d+(\\.\\d{1,2})?',
      patternMessage: '请输入金额',
    });
    const dialog = await waitForDialog(onPage('farm-prompt'));
    expect(imported).to.deep.equal([CHUNKS['farm-prompt']]);
    expect(dialog.textContent).to.include('批量改价');
    await typeAndConfirm('12.345');
    await waitFor(() => alerts(onPage('farm-prompt')()!).includes('请输入金额'), 3000, 'the pattern message');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Enter' });
    expect(await answer).to.equal('12.34');
    await waitFor(() => onPage('farm-prompt')() === null, 3000, 'the element removed');
  });

  it('resolves with null when the user cancels', async () => {
    const { api } = scriptTagApi();
    const answer = api.prompt({ value: '草稿' });
    const host = onPage('farm-prompt');
    await waitForDialog(host);
    await click(dialogButton(host()!, '取消'));
    expect(await answer).to.equal(null);
  });

  it('promptSaveName() asks before overwriting a name in existingNames and resolves with the trimmed name', async () => {
    const { api } = scriptTagApi();
    const answer = api.promptSaveName({ existingNames: ['常用查询'] });
    const host = onPage('farm-prompt');
    await waitForDialog(host);
    await typeAndConfirm('常用查询 ');
    await waitFor(() => host()!.shadowRoot!.textContent!.includes('是否覆盖'), 3000, 'the overwrite question');
    await click(dialogButton(host()!, '覆盖'));
    expect(await answer).to.equal('常用查询');
  });

  it('showDetail() loads <farm-detail>, lists the record and resolves when closed', async () => {
    const { api, imported } = scriptTagApi();
    const closed = api.showDetail({ id: '1', name: '东方红 LX904', power: 90 }, [
      { dataIndex: 'name', title: '农机名称' },
      { key: 'power', title: '功率(马力)' },
    ]);
    const host = onPage('farm-detail');
    const dialog = await waitForDialog(host);
    expect(imported).to.deep.equal([CHUNKS['farm-detail']]);
    expect(Array.from(dialog.querySelectorAll('dd')).map((value) => value.textContent)).to.deep.equal([
      '东方红 LX904',
      '90',
    ]);
    await sendKeys({ press: 'Escape' });
    await closed;
    expect(host()).to.equal(null);
  });
});
