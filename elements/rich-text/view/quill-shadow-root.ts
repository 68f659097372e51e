import type Quill from 'quill';

type ShadowSelectionRoot = ShadowRoot & { getSelection?: () => Selection | null };
type ComposedSelection = Selection & { getComposedRanges?: (options: { shadowRoots: ShadowRoot[] }) => StaticRange[] };

/** The selection inside `root`: document.getSelection() only sees the host of a shadow tree. */
function selectedRange(root: ShadowRoot): Range | null {
  const own = (root as ShadowSelectionRoot).getSelection?.();
  if (own) return own.rangeCount ? own.getRangeAt(0) : null;
  const selection = document.getSelection() as ComposedSelection | null;
  const composed = selection?.getComposedRanges?.({ shadowRoots: [root] })[0];
  if (!composed) return selection?.rangeCount ? selection.getRangeAt(0) : null;
  const range = document.createRange();
  range.setStart(composed.startContainer, composed.startOffset);
  range.setEnd(composed.endContainer, composed.endOffset);
  return range;
}

const FORWARDED_EVENTS = ['selectionchange', 'mousedown', 'mouseup', 'click'] as const;

/**
 * Quill 2 reads the selection and focus from `document` and finds its editors with
 * `document.querySelectorAll`, so inside a shadow root it would never see its own selection
 * (formatting the selected text would do nothing). This points those reads at `root` and relays
 * the document events Quill listens for. Returns the undo.
 */
export function fitQuillToShadowRoot(quill: Quill, root: ShadowRoot): () => void {
  const selection = quill.selection;
  selection.getNativeRange = () => {
    const range = selectedRange(root);
    return range ? selection.normalizeNative(range) : null;
  };
  selection.hasFocus = () => {
    const active = root.activeElement;
    return active === quill.root || (active !== null && quill.root.contains(active));
  };
  const relay = (event: Event) => quill.emitter.handleDOM(event);
  for (const name of FORWARDED_EVENTS) document.addEventListener(name, relay);
  return () => {
    for (const name of FORWARDED_EVENTS) document.removeEventListener(name, relay);
  };
}
