import { describeAccessibility } from '../a11y';
import { expect, sendKeys, waitFor } from '../harness';
import { click } from '../core/ui/mount';
import { boxes, dayButton, openButton, panel, placePicker, removePickers } from './date-picker-dom';

afterEach(removePickers);

function changesOf(element: HTMLElement): unknown[] {
  const changes: unknown[] = [];
  element.addEventListener('farm-change', (event) => changes.push((event as CustomEvent).detail));
  return changes;
}

async function openPanel(element: HTMLElement, index = 0): Promise<void> {
  await click(openButton(element, index));
  await waitFor(() => panel(element) !== null, 3000, 'the panel');
}

describe('<farm-date-picker>: attributes', () => {
  it('shows its value in the spec format and fires farm-change with the value and the one before', async () => {
    const element = await placePicker('value="2026-11-27"');
    const changes = changesOf(element);
    expect(boxes(element)[0].value).to.equal('2026-11-27');
    await openPanel(element);
    await click(dayButton(element, '2026-11-03'));
    expect(changes).to.deep.equal([{ value: '2026-11-03', previousValue: '2026-11-27' }]);
    expect((element as HTMLElement & { value: string }).value).to.equal('2026-11-03');
  });

  it('type="datetime", "time", "month" and "year" write YYYY-MM-DD HH:mm:ss, HH:mm:ss, YYYY-MM and YYYY', async () => {
    for (const [type, text] of [
      ['datetime', '2026-11-27 08:30:05'],
      ['time', '08:30:05'],
      ['month', '2026-11'],
      ['year', '2026'],
    ]) {
      const element = await placePicker(`type="${type}"`);
      const changes = changesOf(element);
      boxes(element)[0].focus();
      await sendKeys({ type: text });
      expect(changes, type).to.deep.equal([{ value: text, previousValue: '' }]);
    }
  });

  it('min and max bound the days of the calendar and make a value outside them invalid', async () => {
    const element = await placePicker('value="2026-11-27" min="2026-11-10" max="2026-11-28"');
    await openPanel(element);
    expect(dayButton(element, '2026-11-09').getAttribute('aria-disabled')).to.equal('true');
    expect(dayButton(element, '2026-11-29').getAttribute('aria-disabled')).to.equal('true');
    expect(dayButton(element, '2026-11-10').hasAttribute('aria-disabled')).to.equal(false);
    const picker = element as HTMLElement & { value: string; validity: ValidityState; validationMessage: string };
    picker.value = '2026-12-01';
    await waitFor(() => picker.validity.rangeOverflow, 3000, 'the value out of range');
    expect(picker.validationMessage).to.equal('不可选择该日期');
    picker.value = '2026-11-01';
    await waitFor(() => picker.validity.rangeUnderflow, 3000, 'the value before min');
    picker.value = '27/11/2026';
    await waitFor(() => picker.validity.badInput, 3000, 'the unreadable value');
    expect(picker.validationMessage).to.equal('请按 YYYY-MM-DD 格式输入');
  });

  it('format gives the value and the box another pattern', async () => {
    const element = await placePicker('format="YYYY/MM/DD"');
    const changes = changesOf(element);
    boxes(element)[0].focus();
    await sendKeys({ type: '2026-11-27' });
    expect(changes).to.deep.equal([]);
    boxes(element)[0].select();
    await sendKeys({ type: '2026/11/27' });
    expect(changes).to.deep.equal([{ value: '2026/11/27', previousValue: '' }]);
  });

  it('range shows a start and an end and gives both, comma-separated', async () => {
    const element = await placePicker('range value="2026-11-01,2026-11-30" aria-label="保养周期"');
    const changes = changesOf(element);
    const [start, end] = boxes(element);
    expect([start.value, end.value]).to.deep.equal(['2026-11-01', '2026-11-30']);
    expect(start.getAttribute('aria-label')).to.equal('保养周期 开始日期');
    await openPanel(element, 1);
    expect(dayButton(element, '2026-10-31').getAttribute('aria-disabled')).to.equal('true');
    await click(dayButton(element, '2026-11-20'));
    expect(changes).to.deep.equal([{ value: '2026-11-01,2026-11-20', previousValue: '2026-11-01,2026-11-30' }]);
    expect(new FormData(element.closest('form')!).get('day')).to.equal('2026-11-01,2026-11-20');
  });

  it('Escape closes the panel and gives the focus back to the box', async () => {
    const element = await placePicker('value="2026-11-27"');
    boxes(element)[0].focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(
      () => element.shadowRoot!.activeElement?.getAttribute('data-day') === '2026-11-27',
      3000,
      'the focus on the day',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => panel(element) === null, 3000, 'the panel to close');
    expect(element.shadowRoot!.activeElement).to.equal(boxes(element)[0]);
  });
});

const opened = (variant: string, index = 0) => ({
  name: `the ${variant} panel`,
  open: (element: HTMLElement) => openPanel(element, index),
});

for (const [variant, attributes] of [
  ['date', 'value="2026-11-27" min="2026-11-05"'],
  ['datetime', 'type="datetime" value="2026-11-27 08:30:00"'],
  ['time', 'type="time" value="08:30:00"'],
  ['month', 'type="month" value="2026-11"'],
  ['year', 'type="year" value="2026"'],
  ['range', 'range value="2026-11-01,2026-11-30"'],
]) {
  describeAccessibility<HTMLElement>({
    tag: 'farm-date-picker',
    variant,
    mount: () => placePicker(`aria-label="作业日期" ${attributes}`),
    states: [opened(variant, variant === 'range' ? 1 : 0)],
  });
}
