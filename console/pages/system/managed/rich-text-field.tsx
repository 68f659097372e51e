import { createElement, useEffect, useRef, type ReactElement } from 'react';
import type {} from '../../../../elements/rich-text/element';

// Quill is large and touches the DOM as soon as it loads: the element is fetched when a form with
// rich text first opens, not with the console's system pages.
const defineRichText = () =>
  import('../../../../elements/rich-text/element').then(() => customElements.whenDefined('farm-rich-text'));

export interface RichTextFieldProps {
  /** The starting HTML; read when the field mounts (the form dialog mounts it afresh on every opening). */
  value: string;
  onChange: (value: string) => void;
  labelledBy?: string;
}

/**
 * `<farm-rich-text>` in a React form: the element carries Quill's CSS into its shadow root,
 * which the plain React editor cannot do in the page. The editor owns its content while it is
 * shown: handing it back the values it reported would race with fast typing (a render with an
 * older value would replace the newer content and move the caret).
 */
export function RichTextField({ value, onChange, labelledBy }: RichTextFieldProps): ReactElement {
  const element = useRef<HTMLElementTagNameMap['farm-rich-text'] | null>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  const initial = useRef(value);

  useEffect(() => {
    const editor = element.current;
    if (!editor) return undefined;
    const changed = (event: Event) => latest.current((event as CustomEvent<{ value: string }>).detail.value);
    editor.addEventListener('farm-change', changed);
    let mounted = true;
    // The value is set once the tag is defined, so it reaches the element's own property.
    void defineRichText().then(() => {
      if (mounted) editor.value = initial.current;
    });
    return () => {
      mounted = false;
      editor.removeEventListener('farm-change', changed);
    };
  }, []);

  return createElement('farm-rich-text', { ref: element, 'aria-labelledby': labelledBy });
}
