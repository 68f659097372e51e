import axe from 'axe-core';
import '../../../elements/rich-text/element';
import { resetHttpConfig } from '../../../elements/core/http';
import { expect, sendKeys, waitFor } from '../harness';
import { holdMultipartRequests } from '../held-multipart';

const holders: HTMLElement[] = [];
afterEach(() => {
  holders.splice(0).forEach((holder) => holder.remove());
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

  it('has no axe violations: every toolbar control and the editing area are named', async () => {
    const { element } = await richText();
    const result = await axe.run(element, { rules: { region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).to.deep.equal([]);
  });

  it('types, formats the selection bold from the toolbar and submits sanitised HTML', async () => {
    const { root, editor, submitted, element } = await richText();
    const changes: string[] = [];
    element.addEventListener('farm-change', (event) => changes.push((event as CustomEvent<{ value: string }>).detail.value));
    editor.focus();
    await sendKeys({ type: '你好 world' });
    await waitFor(() => submitted() === '<p>你好 world</p>', 3000, 'the typed text in the form');
    await sendKeys({ press: 'Shift+Home' });
    root.querySelector<HTMLButtonElement>('.ql-bold')!.click();
    await waitFor(() => submitted() === '<p><strong>你好 world</strong></p>', 3000, 'the bold text');
    expect(changes.at(-1)).to.equal('<p><strong>你好 world</strong></p>');
  });

  it('sanitises the value on the way in', async () => {
    const { editor, submitted } = await richText(`value='<p>ok<img src="x" onerror="window.__richHacked=1"></p><script>window.__richHacked=1</script>'`);
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
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent === '图片上传失败：图片过大', 3000, 'the refusal');
    expect(editor.querySelectorAll('img')).to.have.length(1);
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
