import { defineFarmElement, type FarmElementEventMap } from '../core/element';
import { SliderVerify } from './view/slider-verify';

/**
 * Slider verification: drag the handle to the end of the track (拖动滑块验证 turns to 验证通过);
 * let go earlier and it snaps back. Keyboard: arrow keys move the handle a tenth of the track, End
 * goes to the end, Escape or leaving the handle early snaps back. Form-associated: its value is
 * `verified` once done (and submitted so), `required` keeps its form invalid until then, and
 * `form.reset()` starts over.
 *
 * @summary Drag-to-verify slider for sign-in pages.
 * @csspart track - The whole slider.
 * @csspart progress - The filled part behind the handle.
 * @csspart label - The prompt or success text.
 * @csspart handle - The handle that is dragged.
 * @cssprop --farm-color-primary - The success text and the handle's focus ring.
 */
export const FarmSliderVerifyElement = defineFarmElement('farm-slider-verify', SliderVerify, {
  attributes: {
    /** `verified` starts the slider verified; empty (default) it waits for the slide. */
    value: 'string',
    /** Track width in pixels (default 300). */
    width: 'number',
    /** Track height in pixels (default 34). */
    height: 'number',
    disabled: 'boolean',
    /** An unverified slider makes its form invalid. */
    required: 'boolean',
  },
  events: {
    /** The user completed the slide; detail `{ verified: true }`. */
    onVerified: 'farm-verified',
    /** The user completed the slide, so the value became `verified`; detail `{ value, previousValue }`. */
    onChange: { type: 'farm-change', alsoFire: ['change'] },
  },
  formAssociated: { value: { prop: 'value', changeEvent: 'onChange' } },
});

export type FarmSliderVerifyElement = InstanceType<typeof FarmSliderVerifyElement>;

/** The element's events by type: `FarmSliderVerifyEvents['<type>']` is the event object its listeners get. */
export type FarmSliderVerifyEvents = FarmElementEventMap<typeof FarmSliderVerifyElement>;

// The detail types of its events, for hosts that name them.
export type { SliderVerifyChange } from './view/slider-verify';

declare global {
  interface HTMLElementTagNameMap {
    'farm-slider-verify': FarmSliderVerifyElement;
  }
}
