import '../../../elements/slider-verify/element';
import { sendKeys } from '../harness';
import { describeValueContract } from './value-contract';

const handle = (element: HTMLElement) => element.shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;
const label = (element: HTMLElement) => element.shadowRoot!.querySelector('[part="label"]')?.textContent;

// Its value is `verified` once slid to the end; the user can only ever verify, so the edit starts
// from no value, and the default a page may give is `verified`.
describeValueContract({
  tag: 'farm-slider-verify',
  defaultText: 'verified',
  defaultValue: 'verified',
  scriptValue: '',
  editFromText: null,
  editFromValue: '',
  ready: (element) => Boolean(element.shadowRoot?.querySelector('[role="slider"]')),
  shows: (element, value) => label(element) === (value === 'verified' ? '验证通过' : '拖动滑块验证'),
  isDisabled: (element) => handle(element).getAttribute('aria-disabled') === 'true',
  async edit(element) {
    handle(element).focus();
    await sendKeys({ press: 'End' });
  },
});
