import { sendKeys } from '../harness';
import { activePanel, choice, click, expressionBox } from '../cron/cron-dom';
import { describeValueContract, type ValueAdapter } from './value-contract';

const cron: Omit<ValueAdapter, 'edit'> = {
  tag: 'farm-cron',
  defaultText: '0 0 12 * * ?',
  defaultValue: '0 0 12 * * ?',
  scriptValue: '0 15 10 ? * 2-6',
  ready: (element) => Boolean(element.shadowRoot?.querySelector('[part~="input"]')),
  shows: (element, value) => expressionBox(element).value === value,
  isDisabled: (element) => expressionBox(element).disabled,
};

// The text box of the modal variant: each key typed is a change.
describeValueContract({
  ...cron,
  variant: 'text box',
  async edit(element) {
    expressionBox(element).focus();
    expressionBox(element).select();
    await sendKeys({ type: '0 0 8 * * ?' });
  },
});

// The inline editor: a choice in a field's panel.
describeValueContract({
  ...cron,
  variant: 'inline editor',
  attributes: 'mode="inline"',
  async edit(element) {
    await click(choice(activePanel(element.shadowRoot!), '每秒'));
  },
});
