import { expect, sendKeys, settle, waitFor } from '../harness';
import { cell, openEditor, placeGrid, removePlaces } from './grid-dom';

// widgets spec 4 and 9: a reloaded changed cell is highlighted for 1400 ms; spec 5.1 and 9: cells
// validate on blur after 100 ms. No stopwatch: the page's setTimeout is replaced by a clock that
// records each delay and holds the timer until the test fires it, so a wrong delay, a missing
// timer or a highlight cleared some other way fails at once.

interface HeldTimer {
  delay: number;
  run: () => void;
  state: 'pending' | 'fired' | 'cleared';
}

interface HeldClock {
  /** Every timer held since the clock was installed, in the order they were set. */
  readonly timers: HeldTimer[];
  pending(delay: number): HeldTimer[];
  fire(timer: HeldTimer): void;
  restore(): void;
}

/**
 * Replaces window.setTimeout and clearTimeout: timers of `min` to `max` ms are held (never run
 * by themselves); shorter and longer ones (React's and the test runner's own) run as usual.
 */
function holdTimers(min = 50, max = 5000): HeldClock {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const timers: HeldTimer[] = [];
  const byId = new Map<number, HeldTimer>();
  let nextId = 2_000_000_000;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const ms = Number(delay ?? 0);
    if (typeof handler !== 'function' || !(ms >= min && ms <= max)) return realSet(handler, delay, ...args);
    const timer: HeldTimer = {
      delay: ms,
      run: () => (handler as (...given: unknown[]) => void)(...args),
      state: 'pending',
    };
    timers.push(timer);
    byId.set(nextId, timer);
    return nextId++;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    const timer = id === undefined ? undefined : byId.get(id);
    if (!timer) return realClear(id);
    if (timer.state === 'pending') timer.state = 'cleared';
  }) as typeof window.clearTimeout;
  return {
    timers,
    pending: (delay) => timers.filter((timer) => timer.state === 'pending' && timer.delay === delay),
    fire(timer) {
      expect(timer.state, 'a pending timer').to.equal('pending');
      timer.state = 'fired';
      timer.run();
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}

let clock: HeldClock | undefined;

afterEach(() => {
  clock?.restore();
  clock = undefined;
  removePlaces();
});

const reloadedCells = (grid: Element) =>
  Array.from(
    grid.shadowRoot!.querySelectorAll('[data-reloaded]'),
    (node) => `${node.closest('.rdg-row')!.getAttribute('aria-rowindex')}:${node.getAttribute('data-column')}`,
  );

describe('<farm-grid> reload highlight timing', () => {
  const columns = [
    { key: 'name', title: '名称' },
    { key: 'qty', title: '数量' },
  ];
  const rows = [
    { id: '1', name: 'a', qty: 1 },
    { id: '2', name: 'b', qty: 2 },
  ];

  it('is set by the reload and cleared by one 1400 ms timer, not before', async () => {
    const grid = await placeGrid({ columns, rows });
    clock = holdTimers();
    grid.rows = [
      { id: '1', name: 'a', qty: 5 },
      { id: '2', name: 'b', qty: 2 },
    ];
    await waitFor(() => reloadedCells(grid).length > 0, 3000, 'the highlight');
    expect(reloadedCells(grid)).to.deep.equal(['2:qty']);
    await waitFor(() => clock!.timers.length > 0, 3000, 'a timer');
    expect(
      clock.timers.map((timer) => timer.delay),
      'the timers the reload set',
    ).to.deep.equal([1400]);
    // Frames pass, the timer is held: the highlight stays.
    for (let count = 0; count < 5; count += 1) await settle();
    expect(reloadedCells(grid)).to.deep.equal(['2:qty']);
    clock.fire(clock.pending(1400)[0]);
    await waitFor(() => reloadedCells(grid).length === 0, 3000, 'the highlight cleared by the timer');
    expect(grid.getAll().tableData[0].qty, 'the value stays').to.equal(5);
  });

  it('a second reload restarts the 1400 ms and highlights only its own changes', async () => {
    const grid = await placeGrid({ columns, rows });
    clock = holdTimers();
    grid.rows = [
      { id: '1', name: 'a', qty: 5 },
      { id: '2', name: 'b', qty: 2 },
    ];
    await waitFor(() => clock!.pending(1400).length === 1, 3000, 'the first timer');
    const first = clock.pending(1400)[0];
    grid.rows = [
      { id: '1', name: 'a', qty: 5 },
      { id: '2', name: 'c', qty: 2 },
    ];
    await waitFor(() => reloadedCells(grid).join() === '3:name', 3000, 'the second highlight');
    await waitFor(() => first.state === 'cleared', 3000, 'the first timer cleared');
    expect(clock.pending(1400)).to.have.length(1);
    clock.fire(clock.pending(1400)[0]);
    await waitFor(() => reloadedCells(grid).length === 0, 3000, 'the highlight cleared');
  });

  it('a reload that changes nothing highlights nothing and sets no timer', async () => {
    const grid = await placeGrid({ columns, rows });
    clock = holdTimers();
    grid.rows = rows.map((row) => ({ ...row }));
    for (let count = 0; count < 5; count += 1) await settle();
    expect(reloadedCells(grid)).to.deep.equal([]);
    expect(clock.pending(1400)).to.deep.equal([]);
  });
});

describe('<farm-grid> blur validation timing', () => {
  const columns = [{ key: 'name', title: '名称', validateRules: [{ required: true }] }];

  it('checks the cell 100 ms after its editor closes unchanged, not before', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: '' }] });
    await openEditor(grid, 0, 'name');
    clock = holdTimers();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => grid.shadowRoot!.activeElement?.tagName !== 'INPUT', 3000, 'the editor closed');
    await waitFor(() => clock!.timers.length > 0, 3000, 'the blur check scheduled');
    expect(
      clock.timers.map((timer) => timer.delay),
      'the timers the closing editor set',
    ).to.deep.equal([100]);
    for (let count = 0; count < 5; count += 1) await settle();
    expect(cell(grid, 0, 'name').hasAttribute('data-invalid'), 'not checked before the delay').to.equal(false);
    clock.fire(clock.pending(100)[0]);
    await waitFor(() => cell(grid, 0, 'name').hasAttribute('data-invalid'), 3000, 'the cell checked');
    expect(cell(grid, 0, 'name').title).to.equal('名称不能为空');
  });

  it('the blur check also clears a message once the stored value is fixed', async () => {
    const grid = await placeGrid({ columns, rows: [{ id: '1', name: '' }] });
    await grid.validate();
    await waitFor(() => cell(grid, 0, 'name').hasAttribute('data-invalid'), 3000, 'the message');
    await openEditor(grid, 0, 'name');
    // The host fixes the value while the editor is open; the editor then closes unchanged.
    grid.setValues([{ rowKey: '1', values: { name: 'x' } }]);
    clock = holdTimers();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => clock!.pending(100).length === 1, 3000, 'the blur check scheduled');
    for (let count = 0; count < 3; count += 1) await settle();
    expect(cell(grid, 0, 'name').hasAttribute('data-invalid'), 'still marked before the delay').to.equal(true);
    clock.fire(clock.pending(100)[0]);
    await waitFor(() => !cell(grid, 0, 'name').hasAttribute('data-invalid'), 3000, 'the mark cleared');
  });
});
