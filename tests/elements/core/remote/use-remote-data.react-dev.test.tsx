import { StrictMode, type ReactElement } from 'react';
import { useRemoteData } from '../../../../elements/core/remote';
import { expect, settle, waitFor } from '../../harness';
import { reactHost, removeReactHosts } from '../../react-host';

interface Pending {
  key: string;
  signal: AbortSignal;
  answer: (text: string) => void;
  fail: (reason: unknown) => void;
}

let pending: Pending[] = [];

const load = (key: string) => (signal: AbortSignal) =>
  new Promise<string>((answer, fail) => {
    pending.push({ key, signal, answer, fail });
  });

function Shown({ name }: { name: string }): ReactElement {
  const read = useRemoteData([name], load(name));
  return (
    <output data-loading={String(read.loading)} data-error={read.error ?? ''}>
      {read.data ?? ''}
    </output>
  );
}

const output = (host: HTMLElement) => host.querySelector('output') as HTMLOutputElement;
const requestFor = (key: string) => {
  const found = pending.filter((entry) => entry.key === key).at(-1);
  if (!found) throw new Error(`no request for ${key}`);
  return found;
};

afterEach(() => {
  removeReactHosts();
  pending = [];
});

describe('remote data in a real browser', () => {
  it('shows the newest key’s answer even when an older answer arrives after it', async () => {
    const { host, render } = reactHost();
    render(<Shown name="first" />);
    render(<Shown name="second" />);
    requestFor('second').answer('second answer');
    await waitFor(() => output(host).textContent === 'second answer', 3000, 'the second answer');
    requestFor('first').answer('first answer');
    await settle();
    expect(output(host).textContent).to.equal('second answer');
    expect(output(host).dataset.loading).to.equal('false');
  });

  it('aborts the older request when the key changes, and the last one when the component goes', async () => {
    const { render } = reactHost();
    render(<Shown name="first" />);
    render(<Shown name="second" />);
    expect(requestFor('first').signal.aborted).to.equal(true);
    expect(requestFor('second').signal.aborted).to.equal(false);
    removeReactHosts();
    expect(requestFor('second').signal.aborted).to.equal(true);
  });

  it('keeps the data shown when a newer load fails, with the reason', async () => {
    const { host, render } = reactHost();
    render(<Shown name="first" />);
    requestFor('first').answer('kept');
    await waitFor(() => output(host).textContent === 'kept', 3000, 'the first answer');
    render(<Shown name="second" />);
    requestFor('second').fail(new Error('网络错误'));
    await waitFor(() => output(host).dataset.error === '网络错误', 3000, 'the failure');
    expect(output(host).textContent).to.equal('kept');
  });

  it('under StrictMode loads once more after the first run is aborted, and shows that answer', async () => {
    const { host, render } = reactHost();
    render(
      <StrictMode>
        <Shown name="strict" />
      </StrictMode>,
    );
    const [firstRun, secondRun] = pending;
    expect(firstRun?.signal.aborted).to.equal(true);
    secondRun?.answer('strict answer');
    await waitFor(() => output(host).textContent === 'strict answer', 3000, 'the answer');
  });
});
