import { describe, expect, it } from 'vitest';
import { itemsOf, switchQueryItems, tagToggled, toggledValue } from '../../../elements/pickers/dict-select/dict-choice';

const sex = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

describe('dictionary check boxes', () => {
  it('keep the chosen values in the dictionary order', () => {
    expect(toggledValue(sex, '2', '1', true)).toBe('1,2');
    expect(toggledValue(sex, '1,2', '1', false)).toBe('2');
  });

  it('keep a stored value the dictionary no longer lists', () => {
    expect(toggledValue(sex, '9', '1', true)).toBe('1,9');
  });
});

describe('dictionary tags', () => {
  it('one at a time: a press chooses the tag, a second press clears it', () => {
    expect(tagToggled(sex, '1', '2', false)).toBe('2');
    expect(tagToggled(sex, '2', '2', false)).toBe('');
  });

  it('several: a press adds or removes the tag, kept in the dictionary order', () => {
    expect(tagToggled(sex, '2', '1', true)).toBe('1,2');
    expect(tagToggled(sex, '1,2', '2', true)).toBe('1');
  });
});

describe('the items of a value', () => {
  it('are the listed items, a value not listed standing for itself', () => {
    expect(itemsOf(sex, '2,9')).toEqual([
      { value: '2', text: '女' },
      { value: '9', text: '9' },
    ]);
  });
});

describe('the switch in query mode', () => {
  it('offers 是 for its on value and 否 for its off value, Y and N by default', () => {
    expect(switchQueryItems()).toEqual([
      { value: 'Y', text: '是' },
      { value: 'N', text: '否' },
    ]);
    expect(switchQueryItems('1', '0').map((item) => item.value)).toEqual(['1', '0']);
  });
});
