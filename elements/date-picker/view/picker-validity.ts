import {
  COMPARE_UNIT,
  formatOf,
  isChoosable,
  parsePickerText,
  readPickerBound,
  type PickerKind,
} from '../../core/ui/date-picker';

export type PickerValidity = 'valueMissing' | 'badInput' | 'rangeUnderflow' | 'rangeOverflow' | undefined;

/**
 * What is wrong with a value a page gave (the user's own edits are always well-formed): empty
 * while required, unreadable in the format, or before min / after max. A range is two values.
 */
export function pickerValidity(
  texts: string[],
  options: { kind: PickerKind; format?: string; min?: string; max?: string; required: boolean },
): PickerValidity {
  const format = formatOf(options.kind, options.format);
  const given = texts.filter((text) => text.trim() !== '');
  if (!given.length) return options.required ? 'valueMissing' : undefined;
  const min = readPickerBound(options.min, options.kind, format);
  const max = readPickerBound(options.max, options.kind, format);
  for (const text of given) {
    const moment = parsePickerText(text, format);
    if (!moment) return 'badInput';
    if (!isChoosable(moment, COMPARE_UNIT[options.kind], { min })) return 'rangeUnderflow';
    if (!isChoosable(moment, COMPARE_UNIT[options.kind], { max })) return 'rangeOverflow';
  }
  return undefined;
}
