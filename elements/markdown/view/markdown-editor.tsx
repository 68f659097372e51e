import '../../core/i18n/catalogues/editors';
import '../../core/i18n/catalogues/validation';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation } from '../../core/i18n';
import { Button } from '../../core/ui';
import { imageMarkdown, insertBlock } from '../model/markdown-image';
import { renderMarkdown } from '../model/render-markdown';
import { ImageInsertModal } from './image-insert-modal';
import { Frame, Panes, Preview, Source, Toolbar } from './markdown.styles';

export const DEFAULT_MARKDOWN_HEIGHT = 300;

export interface MarkdownEditorProps {
  value?: string;
  /** Height in pixels. */
  height?: number;
  placeholder?: string;
  disabled?: boolean;
  /** An empty editor makes its form invalid. */
  required?: boolean;
  /** Where local images are uploaded (default the common upload call, biz `jeditor`). */
  uploadUrl?: string;
  onChange?: (detail: { value: string }) => void;
  formControl?: FormControl;
}

/** Markdown source beside its live preview (marked, sanitised by DOMPurify), with image insertion. */
export function MarkdownEditor({
  value = '',
  height = DEFAULT_MARKDOWN_HEIGHT,
  placeholder,
  disabled = false,
  required = false,
  uploadUrl,
  onChange,
  formControl,
}: MarkdownEditorProps): ReactElement {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [inserting, setInserting] = useState(false);
  const source = useRef<HTMLTextAreaElement>(null);
  // Where an image goes: the last selection the user made in the text shown, else the end.
  const selection = useRef<{ start: number; end: number; text: string } | null>(null);
  const [givenValue, setGivenValue] = useState(value);
  if (givenValue !== value) {
    // Adjusting state while rendering: a new value from the host replaces the text. The host
    // echoing the user's own text back (an element renders controlled) changes nothing.
    setGivenValue(value);
    if (value !== text) setText(value);
  }

  const preview = useDeferredValue(text);
  // The only HTML that reaches the DOM is DOMPurify's output.
  const html = useMemo(() => ({ __html: renderMarkdown(preview) }), [preview]);

  useEffect(() => {
    if (!formControl) return;
    if (required && !text.trim())
      formControl.setValidity({
        flags: { valueMissing: true },
        message: t('validation.required'),
        anchor: source.current ?? undefined,
      });
    else formControl.setValidity();
  }, [formControl, text, required, t]);

  const change = (next: string) => {
    setText(next);
    onChange?.({ value: next });
  };
  const insert = ({ url, remark }: { url: string; remark: string }) => {
    const at = selection.current?.text === text ? selection.current : { start: text.length, end: text.length };
    const edit = insertBlock(text, at.start, at.end, imageMarkdown(url, remark));
    setInserting(false);
    change(edit.text);
    requestAnimationFrame(() => {
      source.current?.focus();
      source.current?.setSelectionRange(edit.caret, edit.caret);
    });
  };

  return (
    <Frame part="frame" $height={height} role="group" aria-label={t('editors.markdown.label')}>
      <Toolbar part="toolbar">
        <Button size="small" disabled={disabled} onClick={() => setInserting(true)}>
          {t('editors.markdown.image')}
        </Button>
      </Toolbar>
      <Panes>
        <Source
          ref={source}
          part="source"
          aria-label={t('editors.markdown.label')}
          placeholder={placeholder}
          disabled={disabled}
          value={text}
          onChange={(event) => change(event.target.value)}
          onSelect={(event) => {
            const { selectionStart: start, selectionEnd: end, value: shown } = event.currentTarget;
            selection.current = { start, end, text: shown };
          }}
        />
        <Preview
          part="preview"
          role="region"
          aria-label={t('editors.markdown.preview')}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown gives DOMPurify's output.
          dangerouslySetInnerHTML={html}
        />
      </Panes>
      <ImageInsertModal open={inserting} uploadUrl={uploadUrl} onInsert={insert} onCancel={() => setInserting(false)} />
    </Frame>
  );
}
