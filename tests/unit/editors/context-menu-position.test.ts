import { describe, expect, it } from 'vitest';
import {
  contextMenuPoint,
  contextMenuPosition,
  menuFocusAfterKey,
} from '../../../elements/core/ui/context-menu/context-menu-position';

describe('context menu placement', () => {
  const viewport = { width: 800, height: 600 };
  const size = { width: 140, height: 120 };

  it('opens at the point, or flips to stay inside the window', () => {
    expect(contextMenuPosition({ x: 10, y: 20 }, size, viewport)).toEqual({ x: 10, y: 20 });
    expect(contextMenuPosition({ x: 750, y: 20 }, size, viewport)).toEqual({ x: 660, y: 20 });
    expect(contextMenuPosition({ x: 10, y: 550 }, size, viewport)).toEqual({ x: 10, y: 430 });
  });

  it('puts a keyboard-opened menu under its element', () => {
    expect(contextMenuPoint({ clientX: 0, clientY: 0 }, { left: 40, bottom: 70 })).toEqual({ x: 40, y: 70 });
    expect(contextMenuPoint({ clientX: 5, clientY: 9 }, { left: 40, bottom: 70 })).toEqual({ x: 5, y: 9 });
    // Chromium's keyboard context menu: a point inside the element, button -1.
    expect(contextMenuPoint({ clientX: 55, clientY: 60, button: -1 }, { left: 40, bottom: 70 })).toEqual({
      x: 40,
      y: 70,
    });
    expect(contextMenuPoint({ clientX: 55, clientY: 60, button: 2 }, { left: 40, bottom: 70 })).toEqual({
      x: 55,
      y: 60,
    });
  });

  it('moves focus with arrows, Home and End, skipping disabled items and wrapping', () => {
    const enabled = [true, false, true, true];
    expect(menuFocusAfterKey('ArrowDown', 0, enabled)).toBe(2);
    expect(menuFocusAfterKey('ArrowDown', 3, enabled)).toBe(0);
    expect(menuFocusAfterKey('ArrowUp', 0, enabled)).toBe(3);
    expect(menuFocusAfterKey('Home', 3, enabled)).toBe(0);
    expect(menuFocusAfterKey('End', 0, enabled)).toBe(3);
    expect(menuFocusAfterKey('ArrowDown', -1, enabled)).toBe(0);
    expect(menuFocusAfterKey('a', 0, enabled)).toBe(null);
    expect(menuFocusAfterKey('ArrowDown', 0, [false, false])).toBe(null);
  });
});
