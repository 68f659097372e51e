import type { ReactElement } from 'react';
import { useRemoteData } from '../../../../elements/core/remote';
import { expect, waitFor } from '../../harness';
import { reactHost, removeReactHosts } from '../../react-host';

// The hook's refreshing reads: a live screen loads its key again on a timer and keeps telling
// why its data is old while the next load runs. A second live component that answers at once is
// the witness that timers have fired, so nothing here waits for a length of time.

interface Pending {
  name: string;
  signal: AbortSignal;
  answer: (text: string) => void;
  fail: (reason: unknown) => void;
}

let pending: Pending[] = [];

const load = (name: string) => (signal: AbortSignal) =>
  new Promise<string>((answer, fail) => {
    pending.push({ name, signal, answer, fail });
    if (name === 'witness') answer(`witness ${pending.length}`);
  });

interface LiveProps {
  name: string;
  keepError?: boolean;
  enabled?: boolean;
}

function Live({ name, keepError, enabled }: LiveProps): ReactElement {
  const read = useRemoteData([name], load(name), { refreshMs: 1, keepErrorWhileLoading: keepError, enabled });
  return (
    <output data-name={name} data-loading={String(read.loading)} data-error={read.error ?? ''}>
      {read.data ?? ''}
    </output>
  );
}

const output = (host: HTMLElement, name = 'live') =>
  host.querySelector(`output[data-name="${name}"]`) as HTMLOutputElement;
const requests = (name = 'live') => pending.filter((entry) => entry.name === name);
const latest = (name = 'live') => {
  const found = requests(name).at(-1);
  if (!found) throw new Error(`no request for ${name}`);
  return found;
};
/** Waits until the witness has loaded `more` more times: every 1 ms timer has had its turns meanwhile. */
async function witnessRefreshes(more: number): Promise<void> {
  const target = requests('witness').length + more;
  await waitFor(() => requests('witness').length >= target, 5000, 'the witness to refresh');
}

afterEach(() => {
  removeReactHosts();
  pending = [];
});

describe('remote data that refreshes on its own', () => {
  it('loads the same key again on its timer, never while the load before still runs', async () => {
    const { host, render } = reactHost();
    const page = (
      <>
        <Live name="live" />
        <Live name="witness" />
      </>
    );
    render(page);
    latest().answer('first');
    await waitFor(() => requests().length === 2, 5000, 'a refresh');
    await waitFor(() => output(host).dataset.loading === 'true', 5000, 'the refresh to run');
    expect(output(host).textContent).to.equal('first');
    await witnessRefreshes(3);
    expect(requests(), 'no other refresh while one runs').to.have.length(2);
    expect(latest().signal.aborted).to.equal(false);
    latest().answer('second');
    await waitFor(() => output(host).textContent === 'second', 5000, 'the refreshed data');
  });

  it('keeps the failure shown while the next load runs, until its answer replaces it', async () => {
    const { host, render } = reactHost();
    render(<Live name="live" keepError />);
    latest().answer('figures');
    await waitFor(() => requests().length === 2, 5000, 'the first refresh');
    latest().fail(new Error('统计服务不可用'));
    await waitFor(() => requests().length === 3, 5000, 'the refresh after the failure');
    await waitFor(() => output(host).dataset.loading === 'true', 5000, 'that refresh to run');
    expect(output(host).dataset.error).to.equal('统计服务不可用');
    expect(output(host).textContent).to.equal('figures');
    latest().answer('fresh figures');
    await waitFor(() => output(host).textContent === 'fresh figures', 5000, 'the fresh figures');
    expect(output(host).dataset.error).to.equal('');
  });

  it('clears the failure when the next load starts, without the option', async () => {
    const { host, render } = reactHost();
    render(<Live name="live" />);
    latest().fail(new Error('统计服务不可用'));
    await waitFor(() => requests().length === 2, 5000, 'the refresh after the failure');
    await waitFor(() => output(host).dataset.loading === 'true', 5000, 'that refresh to run');
    expect(output(host).dataset.error).to.equal('');
  });

  it('stops refreshing when switched off', async () => {
    const { render } = reactHost();
    render(
      <>
        <Live name="live" />
        <Live name="witness" />
      </>,
    );
    latest().answer('figures');
    await waitFor(() => requests().length === 2, 5000, 'a refresh');
    latest().answer('more figures');
    render(
      <>
        <Live name="live" enabled={false} />
        <Live name="witness" />
      </>,
    );
    const asked = requests().length;
    await witnessRefreshes(3);
    expect(requests()).to.have.length(asked);
  });
});
