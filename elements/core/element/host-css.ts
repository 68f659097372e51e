import { HOST_RESET_CSS } from '../theme';

/**
 * Every element's base sheet: the theme's host reset (page fonts and colours stop at the host),
 * block display, `hidden` honoured. The React tree is mounted in `[data-farm-mount]`, which takes
 * no box of its own; Emotion's style tags live in `[data-farm-styles]`.
 */
export const elementHostCss = `
${HOST_RESET_CSS}
:host {
  display: block;
}
:host([hidden]) {
  display: none;
}
[data-farm-styles] {
  display: none;
}
[data-farm-mount] {
  display: contents;
}
`;
