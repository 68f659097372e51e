import { useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { CronControl, CronEditor, CronInput, type CronChange } from '../../../elements/cron';
import { expect, waitFor } from '../harness';
import { activePanel, choice, click, retype } from './cron-dom';

// React hosts use the plain components (the console does), in the light DOM.
const roots: { root: Root; host: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, host } of roots.splice(0)) {
    root.unmount();
    host.remove();
  }
});

function render(node: ReactElement): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
  roots.push({ root, host });
  return host;
}

const box = (host: ParentNode) => host.querySelector<HTMLInputElement>('[part~="input"]')!;

function ControlledEditor({ changes }: { changes: CronChange[] }): ReactElement {
  const [value, setValue] = useState('0 0 12 * * ?');
  return (
    <>
      <CronEditor
        value={value}
        onChange={(change) => {
          changes.push(change);
          setValue(change.value);
        }}
      />
      <output>{value}</output>
    </>
  );
}

describe('CronEditor in a React host', () => {
  it('controlled: reports each change as { value, previousValue } and shows the value it is given', async () => {
    const changes: CronChange[] = [];
    const host = render(<ControlledEditor changes={changes} />);
    await click(choice(activePanel(host), '每秒'));
    await waitFor(() => host.querySelector('output')!.textContent === '* 0 12 * * ?', 3000, 'the host state');
    expect(changes).to.deep.equal([{ value: '* 0 12 * * ?', previousValue: '0 0 12 * * ?' }]);
    expect(box(host).value).to.equal('* 0 12 * * ?');
  });

  it('controlled by a host that keeps its value: the editor shows the host value', async () => {
    const host = render(<CronEditor value="0 0 12 * * ?" onChange={() => undefined} />);
    await click(choice(activePanel(host), '每秒'));
    await waitFor(() => choice(activePanel(host), '指定').checked, 3000, 'the panel back on the host value');
    expect(box(host).value).to.equal('0 0 12 * * ?');
  });

  it('uncontrolled: starts from defaultValue and keeps what the user types', async () => {
    const host = render(<CronEditor defaultValue="0 0 12 * * ?" />);
    await retype(box(host), '0 0 6 * * ?');
    await waitFor(() => box(host).value === '0 0 6 * * ?', 3000, 'the typed value');
  });
});

describe('CronInput and CronControl in a React host', () => {
  it('CronInput is the text box and the 选择 button', () => {
    const host = render(<CronInput defaultValue="0 0 12 * * ?" />);
    expect(box(host).value).to.equal('0 0 12 * * ?');
    expect(host.querySelector('[part~="open-button"]')!.textContent).to.equal('选择');
  });

  it('CronControl works without a form, in either mode', () => {
    const host = render(<CronControl value="0 0 12 * * ?" mode="inline" />);
    expect(box(host).value).to.equal('0 0 12 * * ?');
    expect(host.querySelectorAll('[role="tab"]')).to.have.length(7);
  });
});
