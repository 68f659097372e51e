import { expect, settle, waitFor } from '../harness';
import { expressionBox, place, previewLines, previewText, removePlaces, retype } from './cron-dom';
import { holdTimers, type HeldTimers } from './held-timers';

afterEach(removePlaces);

const inline = (attributes: string) => place(`<farm-cron mode="inline" ${attributes}></farm-cron>`);
const linesOf = async (cron: Element, count: number) => {
  await waitFor(() => previewLines(cron.shadowRoot!).length === count, 3000, `${count} run times`);
  return previewLines(cron.shadowRoot!);
};

describe('the preview: the next 10 run times', () => {
  it('lists ten runs on the wall clock of the time zone', async () => {
    const { cron } = await inline('value="0 30 9 * * ?" time-zone="Asia/Shanghai"');
    const lines = await linesOf(cron, 10);
    expect(lines.every((line) => /^\d{4}-\d{2}-\d{2} 09:30:00$/.test(line))).to.equal(true);
    const days = lines.map((line) => Date.parse(`${line.slice(0, 10)}T00:00:00Z`) / 86_400_000);
    expect(days.slice(1).map((day, index) => day - days[index])).to.deep.equal([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('includes the year, and lists fewer runs when the years run out', async () => {
    const { cron } = await inline('value="0 0 0 1 1 ? 2030-2032" time-zone="Asia/Shanghai"');
    expect(await linesOf(cron, 3)).to.deep.equal(['2030-01-01 00:00:00', '2031-01-01 00:00:00', '2032-01-01 00:00:00']);
  });

  it('with none, shows 无执行时间', async () => {
    const { cron } = await inline('value="0 0 0 30 2 ?"');
    await waitFor(() => previewText(cron.shadowRoot!).includes('无执行时间'), 3000, '无执行时间');
    expect(previewLines(cron.shadowRoot!)).to.deep.equal([]);
  });

  it('shows times to the minute when seconds are hidden', async () => {
    const { cron } = await inline('hide-seconds value="0 0 1 1 ?" time-zone="Asia/Shanghai"');
    const lines = await linesOf(cron, 10);
    expect(lines[0]).to.match(/^\d{4}-01-01 00:00$/);
  });

  it('says when the expression is invalid', async () => {
    const { cron } = await inline('value="0 0 25 * * ?"');
    await waitFor(() => previewText(cron.shadowRoot!).includes('表达式有误，无法预览'), 3000, 'the invalid note');
  });
});

describe('the preview follows the time-zone attribute', () => {
  it("defaults to the browser's zone", async () => {
    const { cron } = await inline('value="0 0 12 * * ?"');
    expect(previewText(cron.shadowRoot!)).to.contain(`时区：${Intl.DateTimeFormat().resolvedOptions().timeZone}`);
  });

  it('02:30 on the spring-forward day of 2030 runs in Shanghai but does not exist in New York', async () => {
    const { cron } = await inline('value="0 30 2 10 3 ? 2030" time-zone="Asia/Shanghai"');
    expect(await linesOf(cron, 1)).to.deep.equal(['2030-03-10 02:30:00']);
    cron.setAttribute('time-zone', 'America/New_York');
    await waitFor(() => previewText(cron.shadowRoot!).includes('无执行时间'), 3000, 'no run in New York');
    expect(previewText(cron.shadowRoot!)).to.contain('时区：America/New_York');
  });

  it('names an unknown zone', async () => {
    const { cron } = await inline('value="0 0 12 * * ?" time-zone="Mars/Olympus"');
    await waitFor(() => previewText(cron.shadowRoot!).includes('未知的时区：Mars/Olympus'), 3000, 'the unknown zone');
  });
});

describe('the preview is recomputed 500 ms after the last change', () => {
  let timers: HeldTimers | undefined;
  afterEach(() => timers?.uninstall());

  it('keeps the last list while a change settles, then shows the new one', async () => {
    const { cron } = await inline('value="0 0 0 1 1 ? 2030" time-zone="Asia/Shanghai"');
    expect(await linesOf(cron, 1)).to.deep.equal(['2030-01-01 00:00:00']);
    timers = holdTimers(500);
    await retype(expressionBox(cron), '0 0 0 1 1 ? 2031');
    await settle();
    expect(timers.pending(), 'one debounce timer of 500 ms, restarted at each keystroke').to.equal(1);
    expect(previewLines(cron.shadowRoot!)).to.deep.equal(['2030-01-01 00:00:00']);
    timers.runAll();
    await waitFor(() => previewLines(cron.shadowRoot!)[0] === '2031-01-01 00:00:00', 3000, 'the new run time');
  });
});
