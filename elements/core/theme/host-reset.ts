import { themeVar } from './theme-variables';

/**
 * Shadow DOM stops selectors, not inheritance: `font`, `color`, `letter-spacing`,
 * `line-height` set on the host (a portal's `* { font: ... !important }`, say) would flow
 * into the widget. `:host` declarations marked `!important` beat the page's `!important`
 * rules for the host, so each element resets here every inherited property it relies on.
 * Widgets are then themed only through `--farm-*` properties, never through these.
 */
export const HOST_RESET_CSS = `:host {
  font-family: ${themeVar('fontFamily')} !important;
  font-size: ${themeVar('fontSize')} !important;
  font-style: normal !important;
  font-weight: 400 !important;
  font-variant: normal !important;
  font-stretch: normal !important;
  line-height: ${themeVar('lineHeight')} !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: start !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  color: ${themeVar('colorText')} !important;
  cursor: auto !important;
  box-sizing: border-box !important;
}
*,
*::before,
*::after {
  box-sizing: inherit;
}
`;
