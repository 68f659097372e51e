import type { ReactElement } from 'react';
import { Popup, Select, type SelectOption } from '../../../../elements/core/ui';
import { expect, settle, waitFor } from '../../harness';
import { mount, unmountAll } from './mount';

// A search box in a pop-up whose code or text arrives late, as a grid cell's search editor
// opens: the focus and the selected text (typing replaces it) must survive both.

afterEach(unmountAll);

const selection = (input: HTMLInputElement) => [input.selectionStart, input.selectionEnd];

interface SearchPopupProps {
  loaded: boolean;
  /** A button outside the pop-up. */
  outside?: boolean;
  /** What shows while loading: a field (a fallback list box's button), or text only. */
  fallback?: 'field' | 'text';
}

function SearchPopup({ loaded, outside, fallback = 'field' }: SearchPopupProps): ReactElement {
  const loading = fallback === 'field' ? <button type="button">加载中</button> : <span>加载中</span>;
  return (
    <div>
      {/* The host's first focusable node (a grid's toolbar button), where delegatesFocus sends host.focus(). */}
      <button type="button">新增</button>
      {outside && <button type="button">别处</button>}
      <Popup width={200} height={40} selectText aria-label="人员">
        {loaded ? <input defaultValue="王五" /> : loading}
      </Popup>
    </div>
  );
}

describe('Popup: a field that replaces the focused one', () => {
  // React gives the focus back to the host after a commit in which the focused fallback left;
  // delegatesFocus hands it to the host's first button, outside the pop-up.
  it('takes the focus, its text selected', async () => {
    const view = mount(<SearchPopup loaded={false} />);
    await waitFor(() => view.focused()?.textContent === '加载中', 3000, 'the first field focused');
    view.render(<SearchPopup loaded />);
    const input = view.$<HTMLInputElement>('input');
    await waitFor(() => view.focused() === input, 3000, 'the field that replaced it focused');
    expect(selection(input)).to.deep.equal([0, 2]);
  });

  it('a field arriving in a pop-up that had none takes the focus, its text selected', async () => {
    const view = mount(<SearchPopup loaded={false} fallback="text" outside />);
    const elsewhere = view.$$<HTMLButtonElement>('button').find((button) => button.textContent === '别处')!;
    elsewhere.focus();
    // The pop-up's first attempt (queued before this) finds no field.
    await settle();
    expect(view.focused()).to.equal(elsewhere);
    view.render(<SearchPopup loaded fallback="text" outside />);
    const input = view.$<HTMLInputElement>('input');
    await waitFor(() => view.focused() === input, 3000, 'the field that arrived focused');
    expect(selection(input)).to.deep.equal([0, 2]);
  });

  it('leaves the focus where the user moved it', async () => {
    const view = mount(<SearchPopup loaded={false} outside />);
    await waitFor(() => view.focused()?.textContent === '加载中', 3000, 'the first field focused');
    const elsewhere = view.$$<HTMLButtonElement>('button').find((button) => button.textContent === '别处')!;
    elsewhere.focus();
    view.render(<SearchPopup loaded outside />);
    await waitFor(() => view.$$('input').length === 1, 3000, 'the field');
    expect(view.focused()).to.equal(elsewhere);
  });

  it('leaves the focus off when the user put it nowhere', async () => {
    const view = mount(<SearchPopup loaded={false} />);
    await waitFor(() => view.focused()?.textContent === '加载中', 3000, 'the first field focused');
    (view.focused() as HTMLElement).blur();
    await settle();
    view.render(<SearchPopup loaded />);
    await waitFor(() => view.$$('input').length === 1, 3000, 'the field');
    await settle();
    expect(view.focused()).to.equal(null);
  });
});

describe('Select (searchable): the chosen text arriving after the box took the focus', () => {
  it('replaces a wholly selected text with the new text wholly selected', async () => {
    const users = (known: boolean): SelectOption<string>[] => (known ? [{ value: 'wangwu', label: '王五' }] : []);
    const select = (known: boolean) => (
      <Select<string> searchable filterOption={false} options={users(known)} value="wangwu" aria-label="人员" />
    );
    const view = mount(select(false));
    await waitFor(() => view.$$('input[role="combobox"]').length === 1, 3000, 'the search box');
    const input = view.$<HTMLInputElement>('input[role="combobox"]');
    await waitFor(() => input.value === 'wangwu', 3000, 'the stored value shown');
    input.focus();
    input.select();
    view.render(select(true));
    await waitFor(() => input.value === '王五', 3000, 'the echoed text');
    expect(selection(input)).to.deep.equal([0, 2]);
  });
});
