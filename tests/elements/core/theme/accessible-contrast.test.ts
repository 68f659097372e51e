// The accessibleContrast host setting reaching elements already on the page, by each of the
// three ways a host gives it: configureFarmElements() (npm hosts), FarmElements.configure() and
// the script tag's data-accessible-contrast (both the script-tag build's; a script tag's data-*
// settings are the API's initial settings).
import '../../../../elements/dialogs/prompt/element';
import { configureFarmElements, settingsFromDataset } from '../../../../elements/core/embedding';
import { createFarmElementsApi } from '../../../../elements/loader/farm-elements-api';
import type { FarmPromptElement } from '../../../../elements/dialogs/prompt/element';
import { axeFindings, useAccessibleContrast } from '../../a11y';
import { expect, waitFor } from '../../harness';

const SPEC_PRIMARY = 'rgb(51, 206, 123)';
const holders: HTMLElement[] = [];

afterEach(async () => {
  holders.splice(0).forEach((holder) => {
    holder.remove();
  });
  await useAccessibleContrast(false);
});

/** An open prompt: its 确定 is a filled primary button with white text (2.04:1 in the spec colours). */
async function openPrompt(): Promise<{ prompt: FarmPromptElement; ok: () => HTMLButtonElement }> {
  const holder = document.createElement('div');
  holder.innerHTML = '<farm-prompt open heading="重命名" label="名称"></farm-prompt>';
  document.body.append(holder);
  holders.push(holder);
  const prompt = holder.querySelector('farm-prompt')!;
  const ok = () =>
    Array.from(prompt.shadowRoot?.querySelectorAll<HTMLButtonElement>('dialog[open] button') ?? []).find(
      (button) => button.textContent?.trim() === '确定',
    )!;
  await waitFor(() => Boolean(ok()), 3000, 'the prompt');
  return { prompt, ok };
}

const background = (element: Element) => getComputedStyle(element).backgroundColor;
const contrastFindings = async (element: Element) =>
  (await axeFindings(element, { coloursOnly: true })).filter((finding) => finding.startsWith('color-contrast'));

describe('the accessibleContrast switch of the widgets', () => {
  it('is off by default: the spec primary, which the contrast check finds short of AA', async () => {
    const { prompt, ok } = await openPrompt();
    expect(background(ok())).to.equal(SPEC_PRIMARY);
    expect(await contrastFindings(prompt)).to.have.length.greaterThan(0);
  });

  it('configureFarmElements() darkens it in an element already open, and turning it off brings the spec colours back', async () => {
    const { prompt, ok } = await openPrompt();
    configureFarmElements({ accessibleContrast: true });
    await waitFor(() => background(ok()) !== SPEC_PRIMARY, 3000, 'the darker primary');
    expect(await contrastFindings(prompt)).to.deep.equal([]);
    configureFarmElements({ accessibleContrast: false });
    await waitFor(() => background(ok()) === SPEC_PRIMARY, 3000, 'the spec primary again');
  });

  it('FarmElements.configure() and the script tag\u2019s data-accessible-contrast switch it too', async () => {
    const { prompt, ok } = await openPrompt();
    const fromScriptTag = settingsFromDataset({ accessibleContrast: '' }, () => undefined);
    const api = createFarmElementsApi(
      { document, customElements, console },
      {
        chunks: {},
        importChunk: async () => ({}),
        scriptUrl: 'https://cdn.test/elements/farm-elements.js',
        initialSettings: fromScriptTag,
      },
    );
    expect(api.settings.accessibleContrast).to.equal(true);
    await waitFor(() => background(ok()) !== SPEC_PRIMARY, 3000, 'the darker primary from the script tag');
    expect(await contrastFindings(prompt)).to.deep.equal([]);
    api.configure({ accessibleContrast: false });
    await waitFor(() => background(ok()) === SPEC_PRIMARY, 3000, 'the spec primary again');
    api.configure({ accessibleContrast: true });
    await waitFor(() => background(ok()) !== SPEC_PRIMARY, 3000, 'the darker primary from configure()');
  });

  it('in dark mode, lightens what dark backgrounds need and writes black on filled colours', async () => {
    const { prompt, ok } = await openPrompt();
    await useAccessibleContrast(true, 'dark');
    await waitFor(() => getComputedStyle(ok()).color === 'rgb(0, 0, 0)', 3000, 'black on the primary');
    expect(await contrastFindings(prompt)).to.deep.equal([]);
  });
});
