import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { CronControl } from './view/cron-control';

/**
 * A Quartz cron expression field: the expression as text the user can type, a tab per field
 * (秒 分 时 日 月 周 年) and the next 10 run times, either inline or in a 608 px dialog.
 * Form-associated: its expression is submitted under its `name`, `required` makes an empty one
 * "value missing", one Quartz refuses is a custom error with the reason, `form.reset()`
 * restores the `value` attribute, and a disabled fieldset disables it.
 *
 * @summary Quartz cron editor with a run-time preview.
 * @csspart input - The expression text box.
 * @csspart error - The reason an expression is refused.
 * @csspart open-button - The button that opens the editor (modal mode).
 * @csspart editor - The editor: field tabs, expression and preview.
 * @csspart preview - The next run times.
 * @cssprop --farm-color-primary - The colour of the chosen tab and choices.
 */
export const FarmCronElement = defineFarmElement('farm-cron', CronControl, {
  attributes: {
    /** The expression, e.g. `0 0 12 * * ?`. */
    value: 'string',
    /** The form field name. */
    name: 'string',
    disabled: 'boolean',
    /** An empty expression makes the form invalid. */
    required: 'boolean',
    /** Edit `minute hour day month week` only (no seconds, and so no year). */
    hideSeconds: 'boolean',
    /** JeecgBoot's name for hide-seconds. */
    hideSecond: 'boolean',
    /** Leave the year out of the expression. */
    hideYear: 'boolean',
    /** `modal` (default): a text box and a button opening the editor; `inline`: the editor itself. */
    mode: ['inline', 'modal'],
    /** The IANA time zone of the preview, e.g. `Asia/Shanghai`; default the browser's. */
    timeZone: 'string',
    /**
     * The year bounds: `open` (default; from 0, no maximum) or `fixed` (2019-2119, step 1-99).
     * @default 'open'
     */
    yearBounds: ['fixed', 'open'],
    /** The language of the editor's words (`zh-CN` or `en`); default the page's. */
    locale: ['zh-CN', 'en'],
    /** Shown in the empty text box. */
    placeholder: 'string',
  },
  events: {
    /** The user changed the expression; detail `{ value, previousValue }`. */
    onChange: { type: 'farm-change', alsoFire: ['change', 'input'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmCronElement = InstanceType<typeof FarmCronElement>;

/** The element's events by type: `FarmCronEvents['<type>']` is the event object its listeners get. */
export type FarmCronEvents = FarmElementEventMap<typeof FarmCronElement>;

// The detail types of its events, for hosts that name them.
export type { CronChange } from './view/cron-props';

declare global {
  interface HTMLElementTagNameMap {
    'farm-cron': FarmCronElement;
  }
}
