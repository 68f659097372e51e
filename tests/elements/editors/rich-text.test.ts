import '../../../elements/rich-text/element';
import { resetHttpConfig } from '../../../elements/core/http';
import { describeAccessibility } from '../a11y';
import { expect, sendKeys, sendMouse, waitFor } from '../harness';
import { holdMultipartRequests } from '../held-multipart';

const holders: HTMLElement[] = [];
afterEach(() => {
  holders.splice(0).forEach((holder) => {
    holder.remove();
  });
  resetHttpConfig();
});

async function richText(attributes = '') {
  const holder = document.createElement('div');
  holder.innerHTML = `<form><farm-rich-text name="content" ${attributes}></farm-rich-text></form>`;
  document.body.append(holder);
  holders.push(holder);
  const element = holder.querySelector('farm-rich-text')!;
  await waitFor(() => Boolean(element.shadowRoot?.querySelector('.ql-editor')), 5000, 'the Quill editor');
  const root = element.shadowRoot!;
  const editor = root.querySelector<HTMLElement>('.ql-editor')!;
  const submitted = () => String(new FormData(holder.querySelector('form')!).get('content'));
  return { form: holder.querySelector('form')!, element, root, editor, submitted };
}

describe('<farm-rich-text>', () => {
  it('is 300px high with its Quill CSS inside the shadow root and a zh-CN toolbar', async () => {
    const { root } = await richText();
    const area = root.querySelector<HTMLElement>('[part="editor"]')!;
    expect(area.getBoundingClientRect().height).to.equal(300);
    expect(getComputedStyle(root.querySelector('.ql-toolbar')!).borderTopStyle).to.equal('solid');
    expect(root.querySelector('.ql-bold')!.getAttribute('title')).to.equal('加粗');
    expect(root.querySelector('.ql-image')!.getAttribute('aria-label')).to.equal('插入图片');
    expect(root.querySelector('.ql-list[value="ordered"]')!.getAttribute('title')).to.equal('有序列表');
    const small = await richText('height="120"');
    expect(small.root.querySelector<HTMLElement>('[part="editor"]')!.getBoundingClientRect().height).to.equal(200);
  });

  it('types, formats the selection bold from the toolbar and submits sanitised HTML', async () => {
    const { root, editor, submitted, element } = await richText();
    const changes: string[] = [];
    element.addEventListener('farm-change', (event) =>
      changes.push((event as CustomEvent<{ value: string }>).detail.value),
    );
    editor.focus();
    await sendKeys({ type: '你好 world' });
    await waitFor(() => submitted() === '<p>你好 world</p>', 3000, 'the typed text in the form');
    await sendKeys({ press: 'Shift+Home' });
    root.querySelector<HTMLButtonElement>('.ql-bold')!.click();
    await waitFor(() => submitted() === '<p><strong>你好 world</strong></p>', 3000, 'the bold text');
    expect(changes.at(-1)).to.equal('<p><strong>你好 world</strong></p>');
  });

  it('sanitises the value on the way in', async () => {
    const { editor, submitted } = await richText(
      `value='<p>ok<img src="x" onerror="window.__richHacked=1"></p><script>window.__richHacked=1</script>'`,
    );
    await waitFor(() => editor.textContent === 'ok', 3000, 'the given value');
    expect(editor.innerHTML).to.not.contain('onerror');
    expect(submitted()).to.not.contain('onerror');
    expect(submitted()).to.not.contain('script');
    expect((window as { __richHacked?: number }).__richHacked).to.equal(undefined);
  });

  it('uploads a chosen image (biz jeditor) and inserts its address, never base64', async () => {
    const held = holdMultipartRequests();
    const { root, editor, submitted } = await richText('value="<p>图：</p>"');
    editor.focus();
    const input = root.querySelector<HTMLInputElement>('[part="image-input"]')!;
    const choose = () => {
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'field.png', { type: 'image/png' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose();
    await waitFor(() => held.length === 1, 3000, 'the upload request');
    expect(held[0].form.get('biz')).to.equal('jeditor');
    expect(root.querySelector('[role="status"]')!.textContent).to.equal('图片上传中...');
    held[0].answer({ success: true, message: 'jeditor/field_1.png' });
    await waitFor(() => Boolean(editor.querySelector('img')), 3000, 'the inserted image');
    expect(editor.querySelector('img')!.getAttribute('src')).to.match(/\/sys\/common\/static\/jeditor\/field_1\.png$/);
    await waitFor(() => submitted().includes('jeditor/field_1.png'), 3000, 'the form value with the address');
    expect(submitted()).to.not.contain('base64');

    choose();
    await waitFor(() => held.length === 2, 3000, 'the second upload');
    held[1].answer({ success: false, message: '图片过大' });
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === '图片上传失败：图片过大',
      3000,
      'the refusal',
    );
    expect(editor.querySelectorAll('img')).to.have.length(1);
  });

  it('an image upload under way ends with its editor', async () => {
    const held = holdMultipartRequests();
    const { element, root } = await richText();
    const input = root.querySelector<HTMLInputElement>('[part="image-input"]')!;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'field.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => held.length === 1, 3000, 'the upload request');
    element.remove();
    await waitFor(() => held[0].request.signal?.aborted === true, 3000, 'the request aborted');
  });

  it('keeps a required empty editor invalid and restores the given value on reset', async () => {
    const { form, editor } = await richText('required');
    await waitFor(() => !form.checkValidity(), 3000, 'an empty required editor is invalid');
    editor.focus();
    await sendKeys({ type: 'x' });
    await waitFor(() => form.checkValidity(), 3000, 'valid once typed');
    form.reset();
    await waitFor(() => editor.textContent === '' && !form.checkValidity(), 3000, 'the reset, empty again');
  });
});

/** Opens one of the toolbar's drop-down pickers (heading, colour, alignment). */
const openPicker = (selector: string) => async (element: HTMLElement) => {
  // Quill opens its pickers on a pointer press: a real click.
  const box = element.shadowRoot!.querySelector<HTMLElement>(`${selector} .ql-picker-label`)!.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
  await waitFor(
    () => element.shadowRoot!.querySelector(`${selector}.ql-expanded .ql-picker-options`) !== null,
    3000,
    `the ${selector} options`,
  );
};

describeAccessibility<HTMLElement>({
  tag: 'farm-rich-text',
  mount: async () =>
    (await richText('value="<h2>春耕</h2><p>检修 <a href=\'https://example.com\'>说明</a></p>"')).element,
  states: [
    { name: 'the heading list', open: openPicker('.ql-header') },
    { name: 'the text colour list', open: openPicker('.ql-color') },
    { name: 'the alignment list', open: openPicker('.ql-align') },
    {
      name: 'the link box',
      open: async (element) => {
        const editor = element.shadowRoot!.querySelector<HTMLElement>('.ql-editor')!;
        editor.focus();
        await sendKeys({ press: 'End' });
        await sendKeys({ press: 'Shift+Home' });
        element.shadowRoot!.querySelector<HTMLButtonElement>('.ql-link')!.click();
        await waitFor(
          () => element.shadowRoot!.querySelector('.ql-tooltip.ql-editing:not(.ql-hidden)') !== null,
          3000,
          'the link box',
        );
      },
    },
  ],
});
