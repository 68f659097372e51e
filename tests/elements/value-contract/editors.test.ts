import '../../../elements/code-editor/element';
import '../../../elements/markdown/element';
import '../../../elements/rich-text/element';
import { sendKeys } from '../harness';
import { describeValueContract } from './value-contract';

const inside = <T extends Element = HTMLElement>(element: HTMLElement, selector: string) =>
  element.shadowRoot?.querySelector<T>(selector) ?? null;

describeValueContract({
  tag: 'farm-code-editor',
  defaultText: 'select 1',
  defaultValue: 'select 1',
  scriptValue: 'select 2',
  ready: (element) => Boolean(inside(element, '.cm-content')),
  shows: (element, value) => inside(element, '.cm-content')?.textContent === value,
  // CodeMirror stops taking input: its surface is no longer editable.
  isDisabled: (element) => inside(element, '.cm-content')?.getAttribute('contenteditable') === 'false',
  async edit(element) {
    inside(element, '.cm-content')!.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' from t' });
  },
});

describeValueContract({
  tag: 'farm-markdown',
  defaultText: '# 农机',
  defaultValue: '# 农机',
  scriptValue: '# 作业',
  ready: (element) => Boolean(inside(element, 'textarea')),
  shows: (element, value) => inside<HTMLTextAreaElement>(element, 'textarea')?.value === value,
  isDisabled: (element) => inside<HTMLTextAreaElement>(element, 'textarea')?.disabled ?? false,
  async edit(element) {
    const source = inside<HTMLTextAreaElement>(element, 'textarea')!;
    source.focus();
    source.setSelectionRange(source.value.length, source.value.length);
    await sendKeys({ type: ' 与作业' });
  },
});

describeValueContract({
  tag: 'farm-rich-text',
  defaultText: '<p>hello</p>',
  defaultValue: '<p>hello</p>',
  scriptValue: '<p>world</p>',
  ready: (element) => Boolean(inside(element, '.ql-editor')),
  shows: (element, value) => inside(element, '.ql-editor')?.innerHTML === value,
  // Quill stops taking input: its editing area is no longer editable.
  isDisabled: (element) => inside(element, '.ql-editor')?.getAttribute('contenteditable') === 'false',
  async edit(element) {
    inside(element, '.ql-editor')!.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' there' });
  },
});
