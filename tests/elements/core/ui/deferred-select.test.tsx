import { useState, type ReactElement } from 'react';
import { DeferredSelect } from '../../../../elements/core/ui/select/deferred-select';
import type { SelectOption } from '../../../../elements/core/ui';
import { expect, sendKeys, waitFor } from '../../harness';
import { byText, click, mount, unmountAll, type Mounted } from './mount';

afterEach(unmountAll);

const crops: SelectOption<string>[] = [
  { value: 'wheat', label: '小麦' },
  { value: 'rice', label: '水稻' },
];

const listbox = (view: Mounted) => view.$$('[role="listbox"]')[0] ?? null;
const listboxButton = (view: Mounted) => view.$$('button[data-headlessui-state]')[0] ?? null;

function Chooser({ changes }: { changes: string[] }): ReactElement {
  const [value, setValue] = useState<string | null>('wheat');
  return (
    <DeferredSelect<string>
      options={crops}
      value={value}
      aria-label="作物"
      onChange={(next) => {
        if (next !== null) changes.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DeferredSelect: the list box arrives when the user reaches for it', () => {
  it('shows the value in a stand-in of the same name, with no list box code loaded for it', () => {
    const view = mount(<Chooser changes={[]} />, 'shadow');
    const standIn = view.$('button[aria-label="作物 小麦"]');
    expect(standIn.getAttribute('aria-haspopup')).to.equal('listbox');
    expect(standIn.hasAttribute('data-headlessui-state')).to.equal(false);
  });

  it('a press on the stand-in opens the list once it has arrived, and a click on an option chooses it', async () => {
    const changes: string[] = [];
    const view = mount(<Chooser changes={changes} />, 'shadow');
    await click(view.$('button[aria-label="作物 小麦"]'));
    await waitFor(() => listboxButton(view) !== null, 3000, 'the list box button');
    await waitFor(() => listbox(view) !== null, 3000, 'the list, opened by the press made before it arrived');
    await click(byText(listbox(view)!, '水稻', '[role="option"]'));
    expect(changes).to.deep.equal(['rice']);
    await waitFor(() => listboxButton(view)?.textContent === '水稻', 3000, 'the chosen crop shown');
  });

  it('the focus the stand-in had moves to the list box, where the keys work', async () => {
    const changes: string[] = [];
    const view = mount(<Chooser changes={changes} />, 'shadow');
    view.$<HTMLButtonElement>('button[aria-label="作物 小麦"]').focus();
    await waitFor(
      () => (view.root as ShadowRoot).activeElement === listboxButton(view),
      3000,
      'the focus on the list box button',
    );
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => listbox(view) !== null, 3000, 'the list');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => changes.length === 1, 3000, 'the choice');
    expect(changes).to.deep.equal(['rice']);
  });
});
