import '../../../elements/code-editor/element';
import { describeAccessibility } from '../a11y';
import { scriptHistoryKey } from '../../../elements/code-editor/model/script-history';
import { expect, sendKeys, sendMouse, waitFor } from '../harness';

const holders: HTMLElement[] = [];
afterEach(() =>
  holders.splice(0).forEach((holder) => {
    holder.remove();
  }),
);

async function editor(attributes = '') {
  const holder = document.createElement('div');
  holder.innerHTML = `<form><farm-code-editor name="script" ${attributes}></farm-code-editor></form>`;
  document.body.append(holder);
  holders.push(holder);
  const element = holder.querySelector('farm-code-editor')!;
  const root = () => element.shadowRoot!;
  await waitFor(() => Boolean(root()?.querySelector('.cm-content')), 5000, 'the CodeMirror surface');
  const content = () => root().querySelector<HTMLElement>('.cm-content')!;
  const button = (text: string) =>
    [...root().querySelectorAll<HTMLButtonElement>('button')].find((entry) => entry.textContent?.trim() === text);
  return { form: holder.querySelector('form')!, element, root, content, button };
}

function centreOf(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

describe('<farm-code-editor>', () => {
  it('types with a tab size of 2, fires farm-change and submits the text with its form', async () => {
    const { form, element, content, root } = await editor('mode="javascript"');
    // Enter indents by the language's rules, so the JavaScript package must have arrived: on a busy
    // machine its chunk can land after the keys, and the line would then keep the indent it had.
    await waitFor(
      () => root().querySelector('[part="editor"]')?.getAttribute('data-mode') === 'javascript',
      5000,
      'the JavaScript package',
    );
    const changes: string[] = [];
    element.addEventListener('farm-change', (event) =>
      changes.push((event as CustomEvent<{ value: string }>).detail.value),
    );
    content().focus();
    await sendKeys({ type: 'if (x) {' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'y();' });
    await waitFor(
      () => new FormData(form).get('script') === 'if (x) {\n  y();',
      3000,
      'the typed script, indented by 2, in the form',
    );
    expect(changes.at(-1)).to.equal('if (x) {\n  y();');
    await sendKeys({ press: 'Tab' });
    await waitFor(
      () => new FormData(form).get('script') === 'if (x) {\n    y();',
      3000,
      'Tab indents the line by 2 more',
    );
  });

  it('loads each language when its mode is chosen and highlights with it', async () => {
    const { element, root } = await editor('mode="sql" value="select name from users"');
    const surface = () => root().querySelector('[part="editor"]')!;
    await waitFor(() => surface().getAttribute('data-mode') === 'sql', 5000, 'the SQL package');
    const keywordColour = () => getComputedStyle(root().querySelector('.cm-line span')!).color;
    await waitFor(() => Boolean(root().querySelector('.cm-line span')), 3000, 'highlighted tokens');
    const sqlKeyword = keywordColour();
    for (const mode of [
      'css',
      'html',
      'java',
      'objective-c',
      'python',
      'r',
      'shell',
      'swift',
      'vue',
      'markdown',
      'javascript',
    ] as const) {
      element.setAttribute('mode', mode);
      await waitFor(() => surface().getAttribute('data-mode') === mode, 5000, `the ${mode} package`);
    }
    expect(sqlKeyword).to.not.equal(getComputedStyle(root().querySelector('.cm-line')!).color);
  });

  it('keeps the 16 most recent saved scripts per code and brings one back', async () => {
    localStorage.removeItem(scriptHistoryKey('enhance-js'));
    localStorage.setItem(scriptHistoryKey('other-code'), JSON.stringify([{ content: 'other', savedAt: 1 }]));
    const { element, content, button, root } = await editor('code="enhance-js"');
    const saved: number[] = [];
    const changes: string[] = [];
    element.addEventListener('farm-change', (event) =>
      changes.push((event as CustomEvent<{ value: string }>).detail.value),
    );
    element.addEventListener('farm-save', (event) =>
      saved.push((event as CustomEvent<{ history: unknown[] }>).detail.history.length),
    );
    content().focus();
    for (let index = 1; index <= 17; index++) {
      element.setAttribute('value', `script ${index}`);
      await waitFor(() => content().textContent === `script ${index}`, 3000, `script ${index}`);
      button('保存到历史')!.click();
    }
    const stored = JSON.parse(localStorage.getItem(scriptHistoryKey('enhance-js'))!) as { content: string }[];
    expect(stored).to.have.length(16);
    expect(stored[0].content).to.equal('script 17');
    expect(stored.at(-1)!.content).to.equal('script 2');
    expect(saved.at(-1)).to.equal(16);
    expect(changes, 'values set by the host are no change of the user').to.deep.equal([]);
    expect(JSON.parse(localStorage.getItem(scriptHistoryKey('other-code'))!)).to.have.length(1);

    button('历史记录')!.click();
    await waitFor(() => root().querySelectorAll('[role="menuitem"]').length === 16, 3000, 'the history menu');
    const oldest = [...root().querySelectorAll<HTMLElement>('[role="menuitem"]')].at(-1)!;
    expect(oldest.textContent).to.contain('script 2');
    oldest.click();
    await waitFor(() => content().textContent === 'script 2', 3000, 'the restored script');
    expect(changes, "a restored script is the user's change").to.deep.equal(['script 2']);
  });

  it('toggles full screen and leaves it with Escape', async () => {
    const { root, button } = await editor();
    const frame = root().querySelector<HTMLElement>('[part="frame"]')!;
    const [x, y] = centreOf(button('全屏')!);
    await sendMouse({ type: 'click', position: [x, y] });
    expect(frame.getBoundingClientRect().width).to.equal(window.innerWidth);
    expect(frame.getBoundingClientRect().height).to.equal(window.innerHeight);
    expect(button('退出全屏')!.getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => frame.getBoundingClientRect().height === 300, 3000, 'back to the 300px frame');
  });

  it('keeps a required empty editor invalid and restores the given value on form.reset()', async () => {
    const { form, element, content } = await editor('required value="a = 1"');
    const changes: string[] = [];
    element.addEventListener('farm-change', (event) =>
      changes.push((event as CustomEvent<{ value: string }>).detail.value),
    );
    expect(form.checkValidity()).to.equal(true);
    content().focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => !form.checkValidity(), 3000, 'the empty editor invalidates its form');
    form.reset();
    await waitFor(() => content().textContent === 'a = 1', 3000, 'the reset text');
    await waitFor(() => form.checkValidity(), 3000, 'the restored text makes the form valid');
    expect(changes.at(-1), 'the reset is no change of the user').to.equal('');
  });
});

describeAccessibility<HTMLElement>({
  tag: 'farm-code-editor',
  mount: async () => {
    localStorage.setItem(scriptHistoryKey('a11y-js'), JSON.stringify([{ content: 'let saved = 1;', savedAt: 1 }]));
    const { element, root } = await editor('mode="javascript" code="a11y-js" value="let a = 1;"');
    await waitFor(
      () => root().querySelector('[part="editor"]')!.getAttribute('data-mode') === 'javascript',
      5000,
      'the JavaScript package',
    );
    return element;
  },
  states: [
    {
      name: 'the language list',
      open: async (element) => {
        element.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')!.click();
        await waitFor(
          () => element.shadowRoot!.querySelectorAll('[role="option"]').length === 12,
          3000,
          'the languages',
        );
      },
    },
    {
      name: 'the history menu',
      open: async (element) => {
        [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')]
          .find((entry) => entry.textContent?.trim() === '历史记录')!
          .click();
        await waitFor(
          () => element.shadowRoot!.querySelectorAll('[role="menuitem"]').length === 1,
          3000,
          'the history menu',
        );
      },
    },
    {
      name: 'full screen',
      open: async (element) => {
        [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')]
          .find((entry) => entry.textContent?.trim() === '全屏')!
          .click();
        await waitFor(() => element.shadowRoot!.querySelector('[data-fullscreen]') !== null, 3000, 'full screen');
      },
    },
  ],
});
