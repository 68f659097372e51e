import { Fragment, type ReactNode } from 'react';

const SLOT = /\{(\w+)\}/;

/**
 * Puts nodes where a message has `{name}` slots, so each language orders the words around the
 * editor's inputs its own way ('从{from}秒至{to}秒', 'from {from} to {to}').
 */
export function fillSlots(message: string, slots: Readonly<Record<string, ReactNode>>): ReactNode[] {
  // split() with a capturing group alternates text and slot names: text, name, text, ...
  // The pieces of one message keep its order, never reordered: their place is their key.
  return message.split(SLOT).flatMap((piece, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    if (index % 2 === 1) return [<Fragment key={index}>{slots[piece] ?? `{${piece}}`}</Fragment>];
    const text = piece.trim();
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    return text === '' ? [] : [<span key={index}>{text}</span>];
  });
}
