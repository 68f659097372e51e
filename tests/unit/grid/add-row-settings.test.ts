import { describe, expect, it } from 'vitest';
import {
  addRowSettingsDraft,
  checkAddRowSettingsDraft,
  DEFAULT_ADD_ROW_SETTINGS,
  MAX_ADD_ROW_NUM,
  readAddRowSettings,
  saveAddRowSettings,
} from '../../../elements/grid/model/add-row-settings';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('add-row settings are saved locally', () => {
  it('defaults to one row at the bottom without scrolling', () => {
    expect(readAddRowSettings(memoryStorage())).toEqual({ addRowNum: 1, addIndex: 0, addScrollToBottom: false });
  });

  it('reads back what was saved, per grid', () => {
    const storage = memoryStorage();
    saveAddRowSettings(storage, { addRowNum: 3, addIndex: 2, addScrollToBottom: true }, 'orders');
    expect(readAddRowSettings(storage, 'orders')).toEqual({ addRowNum: 3, addIndex: 2, addScrollToBottom: true });
    expect(readAddRowSettings(storage, 'other')).toEqual(DEFAULT_ADD_ROW_SETTINGS);
  });

  it('falls back to the defaults for damaged or out-of-range values', () => {
    const storage = memoryStorage();
    storage.setItem('farm-grid:add-row-settings', '{not json');
    expect(readAddRowSettings(storage)).toEqual(DEFAULT_ADD_ROW_SETTINGS);
    storage.setItem('farm-grid:add-row-settings', JSON.stringify({ addRowNum: 0, addIndex: -1 }));
    expect(readAddRowSettings(storage)).toEqual(DEFAULT_ADD_ROW_SETTINGS);
  });
});

describe('the add-row settings form', () => {
  it('starts from the settings in force', () => {
    expect(addRowSettingsDraft({ addRowNum: 3, addIndex: 0, addScrollToBottom: true })).toEqual({
      addRowNum: '3',
      addIndex: '0',
      addScrollToBottom: true,
    });
  });

  it('accepts whole numbers: rows per click from 1 to the limit, position 0 (bottom) or more', () => {
    expect(checkAddRowSettingsDraft({ addRowNum: ' 5 ', addIndex: '2', addScrollToBottom: true })).toEqual({
      ok: true,
      settings: { addRowNum: 5, addIndex: 2, addScrollToBottom: true },
    });
    expect(
      checkAddRowSettingsDraft({ addRowNum: String(MAX_ADD_ROW_NUM), addIndex: '0', addScrollToBottom: false }).ok,
    ).toBe(true);
  });

  it('names each field that is not a whole number in range', () => {
    expect(checkAddRowSettingsDraft({ addRowNum: '0', addIndex: '-1', addScrollToBottom: false })).toEqual({
      ok: false,
      problems: { addRowNum: 'addRowNumInvalid', addIndex: 'addIndexInvalid' },
    });
    for (const typed of ['', '1.5', '1e2', '0x10', 'abc', String(MAX_ADD_ROW_NUM + 1)]) {
      expect(checkAddRowSettingsDraft({ addRowNum: typed, addIndex: '0', addScrollToBottom: false })).toEqual({
        ok: false,
        problems: { addRowNum: 'addRowNumInvalid' },
      });
    }
    expect(checkAddRowSettingsDraft({ addRowNum: '1', addIndex: '2.5', addScrollToBottom: false })).toEqual({
      ok: false,
      problems: { addIndex: 'addIndexInvalid' },
    });
  });
});
