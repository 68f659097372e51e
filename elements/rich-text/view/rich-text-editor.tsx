import '../../core/i18n/catalogues/editors';
import '../../core/i18n/catalogues/validation';
import Quill from 'quill';
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import type { FormControl } from '../../core/element';
import { useTranslation, type MessageKey, type MessageParams } from '../../core/i18n';
import { useAccessibleContrast } from '../../core/ui';
import { cleanRichText } from '../model/rich-text-value';
import { RICH_TEXT_TOOLBAR, TOOLBAR_TOOLTIPS } from '../model/toolbar';
import { uploadEditorImage } from '../model/upload-editor-image';
import { quillLocaleCss } from './quill-locale-css';
import { fitQuillToShadowRoot } from './quill-shadow-root';
import { Frame, Status } from './rich-text.styles';

export const DEFAULT_RICH_TEXT_HEIGHT = 300;
export const MIN_RICH_TEXT_HEIGHT = 200;

export interface RichTextEditorProps {
  /** HTML; sanitised by DOMPurify before it reaches the editor. */
  value?: string;
  /** Height in pixels (default 300, never under 200). */
  height?: number;
  placeholder?: string;
  disabled?: boolean;
  /** An empty editor makes its form invalid. */
  required?: boolean;
  /** Where images are uploaded (default the common upload call, biz `jeditor`). */
  uploadUrl?: string;
  /** The sanitised HTML after each change. */
  onChange?: (detail: { value: string }) => void;
  container?: ShadowRoot;
  formControl?: FormControl;
}

/** Quill 2.0 writes every space of its semantic HTML as &nbsp;, which would never wrap. */
const semanticHtml = (quill: Quill) => quill.getSemanticHTML().replace(/&nbsp;/g, ' ');

type UploadState = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'failed'; message: string };

const ALIGN_NAMES: Record<string, MessageKey> = {
  '': 'editors.richText.alignLeft',
  center: 'editors.richText.alignCenter',
  right: 'editors.richText.alignRight',
  justify: 'editors.richText.alignJustify',
};

/** The name of an item of a toolbar picker: its heading level, alignment, or colour. */
function pickerItemName(item: HTMLElement, t: (key: MessageKey, params?: MessageParams) => string): string | undefined {
  const value = item.dataset.value ?? '';
  const picker = item.closest('.ql-picker');
  if (picker?.classList.contains('ql-header'))
    return value ? t('editors.richText.heading', { level: value }) : t('editors.richText.normal');
  if (picker?.classList.contains('ql-align')) return ALIGN_NAMES[value] && t(ALIGN_NAMES[value]);
  if (picker?.classList.contains('ql-color') || picker?.classList.contains('ql-background'))
    return value || t('editors.richText.defaultColor');
  return undefined;
}

/** Quill 2 (snow theme) with a zh-CN toolbar; images are uploaded, never inlined as base64. */
export function RichTextEditor({
  value = '',
  height = DEFAULT_RICH_TEXT_HEIGHT,
  placeholder,
  disabled = false,
  required = false,
  uploadUrl,
  onChange,
  container,
  formControl,
}: RichTextEditorProps): ReactElement {
  const { t } = useTranslation();
  const accessibleContrast = useAccessibleContrast();
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const [html, setHtml] = useState(() => cleanRichText(value));
  const [upload, setUpload] = useState<UploadState>({ kind: 'idle' });
  const initial = useRef(value);
  const imageInput = useRef<HTMLInputElement>(null);
  const insertImagesRef = useRef<(files: readonly File[], at: number) => Promise<void>>(async () => undefined);
  // Quill is created once per mount; it reads these current props through the ref.
  const latest = useRef({ onChange, uploadUrl, placeholder, t });
  useEffect(() => {
    latest.current = { onChange, uploadUrl, placeholder, t };
  });

  useEffect(() => {
    const place = host.current;
    if (!place) return;
    const editor = document.createElement('div');
    place.append(editor);
    // Uploads under way end with this editor: their images have nowhere to go.
    const uploads = new AbortController();
    const insertImages = async (files: readonly File[], at: number) => {
      const images = files.filter((file) => file.type.includes('image'));
      if (!images.length) return;
      setUpload({ kind: 'uploading' });
      let index = at;
      try {
        for (const file of images) {
          const url = await uploadEditorImage(file, latest.current.uploadUrl, uploads.signal);
          quill.insertEmbed(index, 'image', url, 'user');
          index += 1;
        }
        quill.setSelection(index, 0, 'user');
        setUpload({ kind: 'idle' });
      } catch (error) {
        if (uploads.signal.aborted) return;
        setUpload({
          kind: 'failed',
          message: latest.current.t('editors.uploadFailed', {
            message: error instanceof Error ? error.message : String(error),
          }),
        });
      }
    };
    const chooseImage = () => imageInput.current?.click();
    const quill = new Quill(editor, {
      theme: 'snow',
      placeholder: latest.current.placeholder,
      modules: {
        toolbar: { container: RICH_TEXT_TOOLBAR, handlers: { image: chooseImage } },
        // Dropped and pasted image files are uploaded too, instead of Quill's base64 default.
        uploader: { handler: (range: { index: number }, files: File[]) => void insertImages(files, range.index) },
      },
    });
    quill.root.setAttribute('aria-label', latest.current.t('editors.richText.label'));
    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    if (initial.current) quill.setContents(quill.clipboard.convert({ html: cleanRichText(initial.current) }), 'silent');
    quill.on('text-change', (_delta, _old, source) => {
      const next = cleanRichText(semanticHtml(quill));
      setHtml(next);
      // Only the user's edits are a change (uploaded images are inserted as the user's); the
      // host's value is not, as for every element.
      if (source === 'user') latest.current.onChange?.({ value: next });
    });
    quillRef.current = quill;
    insertImagesRef.current = insertImages;
    const unfit = container ? fitQuillToShadowRoot(quill, container) : undefined;
    return () => {
      uploads.abort();
      unfit?.();
      quillRef.current = null;
      place.replaceChildren();
    };
  }, [container]);

  useEffect(() => {
    const toolbar = host.current?.querySelector('.ql-toolbar');
    if (!toolbar) return;
    for (const { selector, label } of TOOLBAR_TOOLTIPS) {
      for (const control of toolbar.querySelectorAll(selector)) {
        control.setAttribute('title', t(label));
        // A picker (header, colours, alignment) is a plain span around Quill's role=button label: the label carries the name.
        const named = control.classList.contains('ql-picker') ? control.querySelector('.ql-picker-label') : control;
        named?.setAttribute('aria-label', t(label));
      }
    }
    // The pickers' items are role=button spans whose text is CSS content or a colour swatch: each needs a name.
    for (const item of toolbar.querySelectorAll<HTMLElement>('.ql-picker-item')) {
      const name = pickerItemName(item, t);
      if (name) item.setAttribute('aria-label', name);
    }
  }, [t]);

  useEffect(() => {
    quillRef.current?.enable(!disabled);
  }, [disabled]);

  const replace = useCallback((next: string) => {
    const quill = quillRef.current;
    if (!quill) return;
    const clean = cleanRichText(next);
    if (clean === cleanRichText(semanticHtml(quill))) return;
    quill.setContents(quill.clipboard.convert({ html: clean }), 'api');
  }, []);

  // A new `value` from the host replaces the content. It is told apart from the host echoing
  // the user's own HTML back (an element renders controlled) while rendering, where `value` and
  // `html` come from the same edit; an effect could see a value an edit has since overtaken.
  const [givenValue, setGivenValue] = useState(value);
  const [replacement, setReplacement] = useState<{ html: string } | null>(null);
  if (givenValue !== value) {
    setGivenValue(value);
    if (value !== html) setReplacement({ html: value });
  }
  useEffect(() => {
    if (replacement) replace(replacement.html);
  }, [replacement, replace]);

  useEffect(() => {
    if (!formControl) return;
    if (required && !html)
      formControl.setValidity({
        flags: { valueMissing: true },
        message: t('validation.required'),
        anchor: host.current ?? undefined,
      });
    else formControl.setValidity();
  }, [formControl, html, required, t]);

  return (
    <Frame
      part="frame"
      $height={Math.max(height, MIN_RICH_TEXT_HEIGHT)}
      data-disabled={disabled || undefined}
      data-accessible-contrast={accessibleContrast || undefined}
    >
      <style>{quillLocaleCss(t)}</style>
      <div ref={host} part="editor" />
      <input
        ref={imageInput}
        type="file"
        accept="image/*"
        hidden
        part="image-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          // The caret the editor last had (Quill keeps it while the file dialog has focus).
          const at = quillRef.current?.getSelection(true).index ?? 0;
          void insertImagesRef.current(files, at);
        }}
      />
      {upload.kind === 'uploading' && <Status role="status">{t('editors.uploading')}</Status>}
      {upload.kind === 'failed' && (
        <Status role="alert" data-failed="">
          {upload.message}
        </Status>
      )}
    </Frame>
  );
}
