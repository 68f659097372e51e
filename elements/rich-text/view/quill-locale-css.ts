import '../../core/i18n/catalogues/editors';
import type { MessageKey, MessageParams } from '../../core/i18n';

type Translate = (key: MessageKey, params?: MessageParams) => string;

/** A CSS string literal; JSON's quoting is valid CSS for the texts of our catalogue. */
const quoted = (text: string) => JSON.stringify(text);

/**
 * The snow theme writes its picker and link-tooltip texts in CSS `content`; these rules give
 * them the catalogue's language.
 */
export function quillLocaleCss(t: Translate): string {
  const headings = [1, 2, 3]
    .map((level) => {
      const text = quoted(t('editors.richText.heading', { level }));
      return `.ql-snow .ql-picker.ql-header .ql-picker-label[data-value="${level}"]::before, .ql-snow .ql-picker.ql-header .ql-picker-item[data-value="${level}"]::before { content: ${text}; }`;
    })
    .join('\n');
  return `
.ql-snow .ql-picker.ql-header .ql-picker-label::before, .ql-snow .ql-picker.ql-header .ql-picker-item::before { content: ${quoted(t('editors.richText.normal'))}; }
${headings}
.ql-snow .ql-tooltip::before { content: ${quoted(t('editors.richText.visitLink'))}; }
.ql-snow .ql-tooltip[data-mode="link"]::before { content: ${quoted(t('editors.richText.enterLink'))}; }
.ql-snow .ql-tooltip a.ql-action::after { content: ${quoted(t('editors.richText.editLink'))}; }
.ql-snow .ql-tooltip.ql-editing a.ql-action::after { content: ${quoted(t('editors.richText.saveLink'))}; }
.ql-snow .ql-tooltip a.ql-remove::before { content: ${quoted(t('editors.richText.removeLink'))}; }
`;
}
