import { useState, type ReactElement } from 'react';
import { Modal, Select, type SelectOption, type SelectProps } from '../../../../elements/core/ui';
import { expect, sendKeys, sendMouse, waitFor } from '../../harness';
import { byText, centre, click, mount, unmountAll, type Mounted, type MountMode } from './mount';

afterEach(unmountAll);

const crops: SelectOption<string>[] = [
  { value: 'wheat', label: '小麦' },
  { value: 'rice', label: '水稻' },
  { value: 'corn', label: '玉米', disabled: true },
  { value: 'soy', label: '大豆' },
];

const listbox = (view: Mounted) => view.$$('[role="listbox"]')[0] ?? null;
const option = (view: Mounted, label: string) => byText(listbox(view)!, label, '[role="option"]');

function Recorder(props: SelectProps<string> & { changes: unknown[] }): ReactElement {
  const { changes, ...rest } = props;
  return <Select<string> {...(rest as SelectProps<string>)} onChange={(value: unknown) => changes.push(value)} />;
}

for (const mode of ['shadow', 'light'] as MountMode[]) {
  describe(`Select opens in place (${mode} DOM)`, () => {
    it('a click opens the list inside the root, a click on an option chooses it and closes the list', async () => {
      const changes: unknown[] = [];
      const view = mount(<Recorder options={crops} changes={changes} aria-label="作物" />, mode);
      const trigger = view.$('button[aria-label^="作物 "]');
      expect(trigger.textContent).to.equal('请选择');
      await click(trigger);
      await waitFor(() => listbox(view) !== null, 3000, 'the list');
      expect(view.root.contains(listbox(view))).to.equal(true);
      if (mode === 'shadow') expect(Boolean(document.querySelector('[role="listbox"]'))).to.equal(false);
      await click(option(view, '水稻'));
      expect(changes).to.deep.equal(['rice']);
      await waitFor(() => listbox(view) === null, 3000, 'the list to close');
      expect(trigger.textContent).to.equal('水稻');
    });
  });
}

describe('Select: keyboard', () => {
  it('ArrowDown opens, arrows move, Enter chooses and focus returns to the trigger', async () => {
    const changes: unknown[] = [];
    const view = mount(<Recorder options={crops} changes={changes} aria-label="作物" />);
    const trigger = view.$<HTMLButtonElement>('button[aria-label^="作物 "]');
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => listbox(view) !== null);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal(['rice']);
    await waitFor(() => listbox(view) === null);
    expect(view.focused() === trigger, 'focus back on the trigger').to.equal(true);
  });

  it('Escape closes without choosing and returns focus; disabled options are skipped', async () => {
    const changes: unknown[] = [];
    const view = mount(<Recorder options={crops} changes={changes} defaultValue="rice" aria-label="作物" />);
    const trigger = view.$<HTMLButtonElement>('button[aria-label^="作物 "]');
    trigger.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => listbox(view) !== null);
    expect(option(view, '玉米').getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal(['soy']);
    await waitFor(() => listbox(view) === null);
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => listbox(view) !== null);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => listbox(view) === null);
    expect(changes).to.deep.equal(['soy']);
    expect(view.focused() === trigger, 'focus back on the trigger').to.equal(true);
  });
});

describe('Select: outside click', () => {
  it('a click elsewhere closes the list without choosing', async () => {
    const changes: unknown[] = [];
    const view = mount(<Recorder options={crops} changes={changes} aria-label="作物" />);
    await click(view.$('button[aria-label^="作物 "]'));
    await waitFor(() => listbox(view) !== null);
    await sendMouse({ type: 'click', position: [window.innerWidth - 5, window.innerHeight - 5] });
    await waitFor(() => listbox(view) === null, 3000, 'the list to close');
    expect(changes).to.deep.equal([]);
  });
});

describe('Select: values', () => {
  it('names its button by its label and what it shows, so the name holds the visible text (label in name)', () => {
    const view = mount(<Select options={crops} value="soy" aria-label="作物" />);
    expect(view.$('button[aria-haspopup="listbox"]').getAttribute('aria-label')).to.equal('作物 大豆');
    view.render(<Select options={crops} value={null} placeholder="请选择作物" aria-label="作物" />);
    expect(view.$('button[aria-haspopup="listbox"]').getAttribute('aria-label')).to.equal('作物 请选择作物');
    view.render(<Select options={crops} value="soy" aria-label="作物：大豆" />);
    expect(view.$('button[aria-haspopup="listbox"]').getAttribute('aria-label')).to.equal('作物：大豆');
  });

  it('shows a controlled value, and a value the options do not list as itself', () => {
    const view = mount(<Select options={crops} value="soy" aria-label="作物" />);
    expect(view.$('button[aria-label^="作物 "]').textContent).to.equal('大豆');
    view.render(<Select options={crops} value="barley" aria-label="作物" />);
    expect(view.$('button[aria-label^="作物 "]').textContent).to.equal('barley');
    view.render(<Select options={crops} value={null} placeholder="请选择作物" aria-label="作物" />);
    expect(view.$('button[aria-label^="作物 "]').textContent).to.equal('请选择作物');
  });

  it('allowClear empties the value with its × and does not open the list', async () => {
    const changes: unknown[] = [];
    const view = mount(
      <Recorder options={crops} changes={changes} defaultValue="wheat" allowClear aria-label="作物" />,
    );
    await click(view.$('button[aria-label="清除"]'));
    expect(changes).to.deep.equal([null]);
    expect(view.$('button[aria-label^="作物 "]').textContent).to.equal('请选择');
    expect(Boolean(listbox(view))).to.equal(false);
    expect(view.$$('button[aria-label="清除"]')).to.have.length(0);
  });

  it('multiple: each click toggles an option, the list stays open and chosen labels are shown', async () => {
    const changes: unknown[] = [];
    const view = mount(<Recorder multiple options={crops} changes={changes} aria-label="作物" />);
    await click(view.$('button[aria-label^="作物 "]'));
    await waitFor(() => listbox(view) !== null);
    expect(listbox(view)!.getAttribute('aria-multiselectable')).to.equal('true');
    await click(option(view, '小麦'));
    await click(option(view, '大豆'));
    await click(option(view, '小麦'));
    expect(changes).to.deep.equal([['wheat'], ['wheat', 'soy'], ['soy']]);
    expect(Boolean(listbox(view))).to.equal(true);
    expect(view.$('button[aria-label^="作物 "]').textContent).to.equal('大豆');
  });
});

describe('Select: searchable', () => {
  it('typing filters the options, Enter chooses the first match, onSearch hears the text', async () => {
    const changes: unknown[] = [];
    const searches: string[] = [];
    const view = mount(
      <Recorder
        searchable
        options={crops}
        changes={changes}
        onSearch={(text) => searches.push(text)}
        aria-label="作物"
      />,
    );
    // The searchable select is fetched on first use; the plain list box stands in until then.
    await waitFor(() => view.$$('input[aria-label="作物"]').length === 1, 3000, 'the search box');
    const input = view.$<HTMLInputElement>('input[aria-label="作物"]');
    await click(input);
    await sendKeys({ type: '大' });
    await waitFor(() => view.$$('[role="option"]').length === 1, 3000, 'one match');
    expect(view.$('[role="option"]').textContent).to.equal('大豆');
    expect(searches).to.deep.equal(['大']);
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal(['soy']);
    await waitFor(() => input.value === '大豆');
  });

  it('shows 暂无数据 when nothing matches, and filterOption={false} leaves the list as given', async () => {
    const view = mount(<Select searchable options={crops} aria-label="作物" />);
    await click(view.$('input[aria-label="作物"]'));
    await sendKeys({ type: 'zzz' });
    await waitFor(
      () => view.$$('[role="listbox"]').length === 1 && view.$('[role="listbox"]').textContent === '暂无数据',
    );
    unmountAll();
    const unfiltered = mount(<Select searchable filterOption={false} options={crops} aria-label="作物" />);
    await click(unfiltered.$('input[aria-label="作物"]'));
    await sendKeys({ type: 'zzz' });
    await waitFor(() => unfiltered.$$('[role="option"]').length === 4);
  });

  it('multiple: chosen entries show as tags that can be removed', async () => {
    const changes: unknown[] = [];
    const view = mount(
      <Recorder searchable multiple defaultValue={['rice']} options={crops} changes={changes} aria-label="作物" />,
    );
    await click(view.$('button[aria-label="清除 水稻"]'));
    expect(changes).to.deep.equal([[]]);
  });
});

describe('Select inside a modal dialog', () => {
  function InModal(): ReactElement {
    const [open, setOpen] = useState(true);
    return (
      <Modal open={open} title="选择" onCancel={() => setOpen(false)}>
        <Select options={crops} aria-label="作物" />
      </Modal>
    );
  }

  it('the open list overflows the dialog body instead of being clipped under the footer', async () => {
    const changes: unknown[] = [];
    function Chooser(): ReactElement {
      return (
        <Modal open title="选择" onCancel={() => undefined}>
          <Recorder options={crops} changes={changes} aria-label="作物" />
        </Modal>
      );
    }
    const view = mount(<Chooser />);
    await click(view.$('button[aria-label^="作物 "]'));
    await waitFor(() => listbox(view) !== null);
    const last = option(view, '大豆');
    const { x, y } = centre(last);
    const hit = (view.root as Document | ShadowRoot).elementFromPoint(x, y);
    expect(Boolean(hit && last.contains(hit)), 'the last option is on top where it is drawn').to.equal(true);
    await click(last);
    expect(changes).to.deep.equal(['soy']);
  });

  it('Escape closes only the open list, not the dialog', async () => {
    const view = mount(<InModal />);
    const trigger = view.$<HTMLButtonElement>('button[aria-label^="作物 "]');
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => listbox(view) !== null);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => listbox(view) === null);
    expect(view.$<HTMLDialogElement>('dialog').open).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !view.$<HTMLDialogElement>('dialog').open);
  });
});
