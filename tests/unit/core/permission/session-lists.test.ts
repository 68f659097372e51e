import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonAllowed, sessionExcludedButtonCodes } from '../../../../elements/core/permission';
import { resetSessionBacking, setSysButtonAuth, setUserButtonAuth } from '../../../../elements/core/session';
import { memorySession } from '../session/session-fixture';

beforeEach(() => {
  memorySession();
  setUserButtonAuth([{ action: 'order:add', type: '1' }]);
  setSysButtonAuth([
    { action: 'order:add', type: '1', status: '1' },
    { action: 'order:batch_delete', type: '1', status: '1' },
  ]);
});
afterEach(() => resetSessionBacking());

describe('the session-backed checks read the stored button lists', () => {
  it('allows what the stored lists allow', () => {
    expect(buttonAllowed('order:add')).toBe(true);
    expect(buttonAllowed('order:batch_delete')).toBe(false);
  });

  it("lets a flow form's own list allow", () => {
    expect(buttonAllowed('order:batch_delete', [{ action: 'order:batch_delete', type: '1' }])).toBe(true);
  });

  it('excludes the prefixed codes the user lacks', () => {
    expect(sessionExcludedButtonCodes('order')).toEqual(['batch_delete']);
  });
});
