import { describe, expect, it } from 'vitest';
import { DEFAULT_ADD_ROW_SETTINGS, readAddRowSettings, saveAddRowSettings } from '../../../elements/grid/model/add-row-settings';

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
