import { Fragment, type ReactElement } from 'react';
import { useTranslation, type MessageKey, type MessageParams } from '../../../elements/core/i18n';

export interface SentenceWithDataProps {
  message: MessageKey;
  /** The sentence's parameters written by the console (a greeting, a count). */
  params?: MessageParams;
  /** The parameters that are people's data (a name, a department): each is shown in a <bdi>. */
  data: Record<string, string>;
}

const slot = (index: number) => `\u0000${index}\u0000`;

/**
 * A catalogue sentence whose user data sits in <bdi> elements: text typed by people, in any
 * script or direction, isolated inside the console's own words (and recognisable as data, not
 * as a text the console failed to translate).
 */
export function SentenceWithData({ message, params, data }: SentenceWithDataProps): ReactElement {
  const { t } = useTranslation();
  const names = Object.keys(data);
  const slots = Object.fromEntries(names.map((name, index) => [name, slot(index)]));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks the slots, as no translation contains it.
  const parts = t(message, { ...params, ...slots }).split(/\u0000(\d+)\u0000/);
  return (
    <>
      {/* The parts of one sentence keep its order, never reordered: their place is their key. */}
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <bdi key={index}>{data[names[Number(part)] ?? '']}</bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
