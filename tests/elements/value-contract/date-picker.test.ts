import '../../../elements/date-picker/element';
import { sendKeys, waitFor } from '../harness';
import { describeValueContract, type ValueAdapter } from './value-contract';

const boxes = (element: HTMLElement) =>
  Array.from(element.shadowRoot!.querySelectorAll<HTMLInputElement>('input[role="combobox"]'));

const picker: Omit<ValueAdapter, 'edit' | 'defaultText' | 'defaultValue' | 'scriptValue'> = {
  tag: 'farm-date-picker',
  ready: (element) => boxes(element).length > 0,
  shows: (element, value) =>
    boxes(element)
      .map((box) => box.value)
      .join(',') === value ||
    (value === '' && boxes(element).every((box) => box.value === '')),
  isDisabled: (element) => boxes(element).every((box) => box.disabled),
};

// A date typed in the spec's format is the value as soon as it is complete.
describeValueContract({
  ...picker,
  variant: 'date',
  defaultText: '2026-11-27',
  defaultValue: '2026-11-27',
  scriptValue: '2027-01-05',
  async edit(element) {
    const [box] = boxes(element);
    box.focus();
    box.select();
    await sendKeys({ type: '2026-12-01' });
  },
});

// A datetime picked in the panel: the keyboard opens it, moves a day and picks with Enter.
describeValueContract({
  ...picker,
  variant: 'datetime',
  attributes: 'type="datetime"',
  defaultText: '2026-11-27 08:30:00',
  defaultValue: '2026-11-27 08:30:00',
  scriptValue: '2027-01-05 18:00:00',
  editFromText: '2026-11-27 08:30:00',
  async edit(element) {
    const [box] = boxes(element);
    box.focus();
    await sendKeys({ press: 'ArrowDown' });
    const root = element.shadowRoot!;
    await waitFor(
      () => root.activeElement?.getAttribute('data-day') === '2026-11-27',
      3000,
      'the focus on the chosen day',
    );
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => box.value === '2026-11-28 08:30:00', 3000, 'the day in the box');
    box.focus();
    await sendKeys({ press: 'Enter' });
  },
});

// A range: the end typed after the start; the value is both, comma-separated.
describeValueContract({
  ...picker,
  variant: 'range',
  attributes: 'range',
  defaultText: '2026-11-01,2026-11-30',
  defaultValue: '2026-11-01,2026-11-30',
  scriptValue: '2027-01-01,2027-01-31',
  async edit(element) {
    const end = boxes(element)[1];
    end.focus();
    end.select();
    await sendKeys({ type: '2026-12-15' });
  },
});
