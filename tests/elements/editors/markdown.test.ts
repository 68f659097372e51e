import '../../../elements/markdown/element';
import { resetHttpConfig } from '../../../elements/core/http';
import { describeAccessibility } from '../a11y';
import { expect, sendKeys, waitFor } from '../harness';
import { holdMultipartRequests } from '../held-multipart';

const holders: HTMLElement[] = [];
afterEach(() => {
  holders.splice(0).forEach((holder) => {
    holder.remove();
  });
  resetHttpConfig();
});

async function markdown(attributes = '') {
  const holder = document.createElement('div');
  holder.innerHTML = `<form><farm-markdown name="doc" ${attributes}></farm-markdown></form>`;
  document.body.append(holder);
  holders.push(holder);
  const element = holder.querySelector('farm-markdown')!;
  await waitFor(() => Boolean(element.shadowRoot?.querySelector('textarea')), 3000, 'the markdown editor');
  const root = element.shadowRoot!;
  const source = root.querySelector('textarea')!;
  const preview = () => root.querySelector<HTMLElement>('[part="preview"]')!;
  const button = (text: string) =>
    [...root.querySelectorAll<HTMLButtonElement>('button')].find((entry) => entry.textContent?.trim() === text)!;
  const tab = (text: string) =>
    [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((entry) => entry.textContent?.trim() === text)!;
  return { form: holder.querySelector('form')!, element, root, source, preview, button, tab };
}

/** The visible field of that label (the other tab's panel may stay in the DOM, hidden). */
function fieldLabelled(root: ShadowRoot, label: string): HTMLInputElement {
  const field = [...root.querySelectorAll('label')].find(
    (entry) => entry.querySelector('span')?.textContent === label && entry.checkVisibility(),
  );
  if (!field) throw new Error(`No visible field ${label}`);
  return field.querySelector('input')!;
}

function hasField(root: ShadowRoot, label: string): boolean {
  try {
    return Boolean(fieldLabelled(root, label));
  } catch {
    return false;
  }
}

describe('<farm-markdown>', () => {
  it('renders a live preview of what is typed and strips scripts from it', async () => {
    const { form, source, preview } = await markdown();
    source.focus();
    await sendKeys({
      type: '# 标题\n\n**粗体** <img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>',
    });
    await waitFor(() => preview().querySelector('h1')?.textContent === '标题', 3000, 'the heading in the preview');
    expect(preview().querySelector('strong')!.textContent).to.equal('粗体');
    expect(preview().querySelector('script')).to.equal(null);
    expect(preview().querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect((window as { __hacked?: number }).__hacked).to.equal(undefined);
    expect(String(new FormData(form).get('doc'))).to.contain('# 标题');
  });

  it('inserts a network image with its remark as alt text, refusing a bad address first', async () => {
    const { source, preview, button, tab, root } = await markdown('value="前言"');
    button('插入图片').click();
    await waitFor(() => Boolean(root.querySelector('dialog[open]')), 3000, 'the image modal');
    tab('网络图片').click();
    await waitFor(() => hasField(root, '图片地址'), 3000, 'the address field');
    fieldLabelled(root, '图片地址').focus();
    await sendKeys({ type: 'javascript:alert(1)' });
    button('确定').click();
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === '图片地址须以 http://、https:// 或 / 开头',
      3000,
      'the address message',
    );
    const address = fieldLabelled(root, '图片地址');
    address.select();
    await sendKeys({ type: 'https://img.example/a.png' });
    fieldLabelled(root, '图片备注').focus();
    await sendKeys({ type: '示意图' });
    button('确定').click();
    await waitFor(() => source.value === '前言\n![示意图](https://img.example/a.png)', 3000, 'the image markdown');
    await waitFor(
      () => preview().querySelector('img')?.getAttribute('alt') === '示意图',
      3000,
      'the image in the preview',
    );
    expect(preview().querySelector('img')!.getAttribute('src')).to.equal('https://img.example/a.png');
  });

  it('uploads a local image (biz jeditor) and inserts the stored address; a refusal keeps the modal open', async () => {
    const held = holdMultipartRequests();
    const { source, preview, button, root } = await markdown();
    button('插入图片').click();
    await waitFor(() => Boolean(root.querySelector('dialog[open] input[type="file"]')), 3000, 'the file field');
    const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'farm.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    fieldLabelled(root, '图片备注').focus();
    await sendKeys({ type: '农场' });
    button('确定').click();
    await waitFor(() => held.length === 1, 3000, 'the upload request');
    expect(held[0].form.get('biz')).to.equal('jeditor');
    expect((held[0].form.get('file') as File).name).to.equal('farm.png');
    held[0].answer({ success: false, message: '文件类型不允许' });
    await waitFor(
      () => root.querySelector('[role="alert"]')?.textContent === '图片上传失败：文件类型不允许',
      3000,
      'the refusal',
    );
    expect(fieldLabelled(root, '图片备注').value).to.equal('农场');
    button('确定').click();
    await waitFor(() => held.length === 2, 3000, 'the second upload');
    held[1].answer({ success: true, message: 'jeditor/farm_1.png' });
    await waitFor(
      () => /^!\[农场\]\(.*\/sys\/common\/static\/jeditor\/farm_1\.png\)$/.test(source.value),
      3000,
      'the uploaded image markdown',
    );
    await waitFor(
      () => preview().querySelector('img')?.getAttribute('alt') === '农场',
      3000,
      'the uploaded image in the preview',
    );
  });

  it('cancelling the image modal during an upload aborts it and inserts nothing', async () => {
    const held = holdMultipartRequests();
    const { source, button, root } = await markdown('value="前言"');
    button('插入图片').click();
    await waitFor(() => Boolean(root.querySelector('dialog[open] input[type="file"]')), 3000, 'the file field');
    const input = root.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([137, 80, 78, 71])], 'late.png', { type: 'image/png' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    button('确定').click();
    await waitFor(() => held.length === 1, 3000, 'the upload request');
    button('取消').click();
    await waitFor(() => root.querySelector('dialog[open]') === null, 3000, 'the modal closed');
    expect(held[0].request.signal?.aborted, 'the upload aborted').to.equal(true);
    // A server that answers anyway: its address must not reach the text.
    held[0].answer({ success: true, message: 'jeditor/late_1.png' });
    // Opening the modal again takes a few turns of the event loop, long after that answer settled.
    button('插入图片').click();
    await waitFor(() => root.querySelector('dialog[open]') !== null, 3000, 'the modal again');
    expect(source.value).to.equal('前言');
  });

  it('keeps a required empty editor invalid and restores the given value on reset', async () => {
    const { form, source } = await markdown('required value="x"');
    expect(form.checkValidity()).to.equal(true);
    source.focus();
    source.select();
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => !form.checkValidity(), 3000, 'invalid when empty');
    form.reset();
    await waitFor(() => source.value === 'x' && form.checkValidity(), 3000, 'the reset value');
  });
});

const imageDialog = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]');
const insertImageButton = (element: HTMLElement) =>
  [...element.shadowRoot!.querySelectorAll<HTMLButtonElement>('button')].find(
    (entry) => entry.textContent?.trim() === '插入图片',
  )!;
const openImageDialog = async (element: HTMLElement) => {
  insertImageButton(element).click();
  await waitFor(() => imageDialog(element) !== null, 3000, 'the image modal');
};

describeAccessibility<HTMLElement>({
  tag: 'farm-markdown',
  mount: async () => (await markdown('value="# 春耕\n\n检修 **要点**"')).element,
  states: [
    { name: 'the 插入图片 dialog', open: openImageDialog },
    {
      name: 'the 插入图片 dialog on 网络图片 with its message',
      open: async (element) => {
        await openImageDialog(element);
        const root = element.shadowRoot!;
        [...root.querySelectorAll<HTMLElement>('[role="tab"]')]
          .find((entry) => entry.textContent?.trim() === '网络图片')!
          .click();
        await waitFor(() => hasField(root, '图片地址'), 3000, 'the address field');
        [...imageDialog(element)!.querySelectorAll<HTMLButtonElement>('button')]
          .find((entry) => entry.textContent?.trim() === '确定')!
          .click();
        await waitFor(() => root.querySelector('[role="alert"]') !== null, 3000, 'the message');
      },
    },
  ],
  dialogs: [
    {
      name: 'the 插入图片 dialog',
      opener: insertImageButton,
      open: () => sendKeys({ press: 'Enter' }),
      dialog: imageDialog,
    },
  ],
});
