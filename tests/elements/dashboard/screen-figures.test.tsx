import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { useScreenFigures } from '../../../console/pages/data-screen/use-screen-figures';
import { useRemoteData } from '../../../elements/core/remote';
import { expect, settle, waitFor } from '../harness';
import {
  deferredAnswer,
  mountConsole,
  ok,
  refused,
  resetConsole,
  serverAnswers,
  type Answer,
  type ConsoleView,
} from '../console/console-fixture';

// A screen's figures refresh on their own: a failure stays shown across refreshes until an
// answer replaces it, and only the first fetch shows as loading. The refresh period is 1 ms so
// that each test waits for requests, never for time; the server answers from a queue the test fills.
afterEach(resetConsole);

const URL = '/stats/monitor';

function Screen(): ReactElement {
  const screen = useScreenFigures<{ rss: number }>(URL, 1);
  return (
    <output
      data-loading={String(screen.loading)}
      data-error={screen.error ?? ''}
      data-denied={String(screen.denied)}
      data-updated={screen.updatedAt ?? ''}
    >
      {screen.figures ? String(screen.figures.rss) : ''}
    </output>
  );
}

let witnessLoads = 0;

/** Refreshes as often as the screen, without the server: once it has loaded again, the screen's timer has had its turns. */
function Witness(): ReactElement {
  useRemoteData(['witness'], async () => ++witnessLoads, { refreshMs: 1 });
  return <span />;
}

async function timersHaveRun(): Promise<void> {
  const target = witnessLoads + 3;
  await waitFor(() => witnessLoads >= target, 5000, 'the witness to refresh');
}

/** Answers each request with the next queued answer; with none queued, holds it until one is. */
function queuedServer() {
  const queue: (Answer | Promise<Answer>)[] = [];
  const waiting: ((answer: Answer | Promise<Answer>) => void)[] = [];
  const backend = serverAnswers(
    (_request: InternalAxiosRequestConfig) =>
      queue.shift() ?? new Promise<Answer>((resolve) => waiting.push((answer) => resolve(answer))),
  );
  return {
    requests: backend.requests,
    answer: (answer: Answer | Promise<Answer>) => {
      const held = waiting.shift();
      if (held) held(answer);
      else queue.push(answer);
    },
  };
}

const screen = (view: ConsoleView) => view.$<HTMLOutputElement>('output');

describe('a screen’s figures refreshing on their own', () => {
  it('keeps a failure shown while the next refresh runs, over the last figures, until an answer replaces it', async () => {
    const server = queuedServer();
    server.answer(ok({ rss: 1 }));
    const view = mountConsole(<Screen />);
    await waitFor(() => screen(view).textContent === '1', 5000, 'the first figures');
    expect(screen(view).dataset.updated).to.not.equal('');

    server.answer(refused('统计服务不可用'));
    await waitFor(() => screen(view).dataset.error === '统计服务不可用', 5000, 'the failure');
    const held = deferredAnswer();
    server.answer(held.promise);
    await waitFor(() => server.requests.length >= 3, 5000, 'the refresh after the failure');
    await settle();
    expect(screen(view).dataset.error).to.equal('统计服务不可用');
    expect(screen(view).textContent).to.equal('1');
    expect(screen(view).dataset.loading).to.equal('false');

    held.release(ok({ rss: 2 }));
    await waitFor(() => screen(view).textContent === '2', 5000, 'the refreshed figures');
    expect(screen(view).dataset.error).to.equal('');
    expect(server.requests.every((request) => request.url === URL && request.method === 'get')).to.equal(true);
  });

  it('shows loading only until the first answer, and a first failure without figures', async () => {
    const server = queuedServer();
    const view = mountConsole(<Screen />);
    await waitFor(() => server.requests.length === 1, 5000, 'the first request');
    expect(screen(view).dataset.loading).to.equal('true');
    server.answer({ fail: 'network' });
    await waitFor(() => screen(view).dataset.error !== '', 5000, 'the failure');
    expect(screen(view).dataset.loading).to.equal('false');
    await waitFor(() => server.requests.length === 2, 5000, 'the refresh');
    expect(screen(view).dataset.loading).to.equal('false');
    expect(screen(view).dataset.error).to.equal('Network Error');
  });

  it('stops asking once the server refuses the user’s role (code 510), and says so instead of a failure', async () => {
    const server = queuedServer();
    server.answer(ok({ rss: 1 }));
    server.answer({ data: { success: false, message: '没有权限', code: 510, result: null } });
    const view = mountConsole(
      <>
        <Screen />
        <Witness />
      </>,
    );
    await waitFor(() => screen(view).dataset.denied === 'true', 5000, 'the refusal for the role');
    expect(screen(view).dataset.error).to.equal('');
    expect(screen(view).textContent).to.equal('');
    await timersHaveRun();
    expect(server.requests).to.have.length(2);
  });
});
