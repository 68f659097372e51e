import { useEffect, type RefObject } from 'react';

/*
 * Keeps a focused text box's text wholly selected when a new text is written into it. A search
 * box opened with its text selected (typing replaces it) shows the stored value until the
 * server's echo gives its text; Headless UI then writes that text in, which would leave the caret
 * at its end and make the user's typing a search for the echoed text plus what was typed.
 *
 * Headless UI writes the text in a passive effect of its input. Passive effects run in tree order
 * (an earlier sibling's before a later one's, all in one go), so one of these placed before the
 * input sees the old text and its selection, and one placed after it sees the new text.
 */

interface Props {
  field: RefObject<HTMLInputElement | null>;
  /** The text the input is about to show. */
  text: string;
  /** Whether the old text was wholly selected in the focused box, from before the write to after it. */
  wasWhole: RefObject<boolean>;
}

/** Placed before the input: notes whether its old text is wholly selected. */
export function SelectionBeforeTextWrite({ field, text, wasWhole }: Props): null {
  useEffect(() => {
    const box = field.current;
    wasWhole.current =
      box !== null &&
      box.value !== '' &&
      box.value !== text &&
      box.matches(':focus') &&
      box.selectionStart === 0 &&
      box.selectionEnd === box.value.length;
  }, [field, text, wasWhole]);
  return null;
}

/** Placed after the input: selects its new text wholly if the old one was. */
export function SelectionAfterTextWrite({ field, text, wasWhole }: Props): null {
  useEffect(() => {
    const box = field.current;
    if (wasWhole.current && box?.value === text && box.matches(':focus')) box.select();
    wasWhole.current = false;
  }, [field, text, wasWhole]);
  return null;
}
