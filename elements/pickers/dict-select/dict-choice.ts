import '../../core/i18n/catalogues/pickers';
import type { DictItem } from '../../core/dict';
import { t } from '../../core/i18n';
import { joinPicked, splitPicked } from '../shared/picked-value';

/** How a dictionary is offered: a drop-down, radios, check boxes, checkable tags, a switch, or a server search. */
export type DictSelectType = 'select' | 'radio' | 'radioButton' | 'checkbox' | 'tag' | 'switch' | 'search';

/** Switch defaults Y and N (spec 9). */
export const SWITCH_ON = 'Y';
export const SWITCH_OFF = 'N';

/** Async search is debounced 800 ms (300 ms in another use), page size 10. */
export const DICT_SEARCH_DEBOUNCE_MS = 800;
export const DICT_SEARCH_PAGE_SIZE = 10;

/** In query mode a switch is a choice of 是 / 否 carrying its two values. */
export function switchQueryItems(on = SWITCH_ON, off = SWITCH_OFF): DictItem[] {
  return [
    { value: on, text: t('pickers.yes') },
    { value: off, text: t('pickers.no') },
  ];
}

/** The value after a check box of `item` is ticked or cleared, kept in the dictionary's order. */
export function toggledValue(items: readonly DictItem[], value: string, item: string, checked: boolean): string {
  const chosen = new Set(splitPicked(value));
  if (checked) chosen.add(item);
  else chosen.delete(item);
  const ordered = items.map((one) => one.value).filter((one) => chosen.has(one));
  // Values the dictionary does not list (any more) are kept, after the listed ones.
  return joinPicked([...ordered, ...[...chosen].filter((one) => !ordered.includes(one))]);
}

/** The dictionary items of a value (a comma list for several); a value not listed stands for itself. */
export function itemsOf(items: readonly DictItem[], value: string): DictItem[] {
  return splitPicked(value).map((one) => items.find((item) => item.value === one) ?? { value: one, text: one });
}

/**
 * The value after a tag is clicked: with several allowed the tag joins or leaves the value;
 * otherwise it becomes the value, and clicking the chosen tag again clears it.
 */
export function tagToggled(items: readonly DictItem[], value: string, item: string, multiple: boolean): string {
  const chosen = splitPicked(value).includes(item);
  if (multiple) return toggledValue(items, value, item, !chosen);
  return chosen ? '' : item;
}
