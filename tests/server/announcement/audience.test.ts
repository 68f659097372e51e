import { describe, expect, it } from 'vitest';
import {
  idList,
  isAddressedTo,
  withAncestors,
  withDescendants,
  type Reader,
} from '../../../server/modules/announcement';

const parents = new Map<string, string | null>([
  ['root', null],
  ['branch', 'root'],
  ['station', 'branch'],
  ['sales', 'root'],
  // Bad data must not loop forever.
  ['loop-a', 'loop-b'],
  ['loop-b', 'loop-a'],
]);

const reader: Reader = {
  userId: 'u1',
  departIds: withAncestors(['station'], parents),
  createTime: '2024-05-01 08:00:00',
};

describe('who an announcement is for', () => {
  it('reads JeecgBoot comma lists, trailing comma and blanks included', () => {
    expect(idList('a, b,,a,')).toEqual(['a', 'b']);
    expect(idList(null)).toEqual([]);
  });

  it('ALL: everyone, except users created after it ended', () => {
    expect(isAddressedTo({ msgType: 'ALL', userIds: null, departIds: null, endTime: null }, reader)).toBe(true);
    expect(
      isAddressedTo({ msgType: 'ALL', userIds: null, departIds: null, endTime: '2024-06-01 00:00:00' }, reader),
    ).toBe(true);
    expect(
      isAddressedTo({ msgType: 'ALL', userIds: null, departIds: null, endTime: '2024-04-01 00:00:00' }, reader),
    ).toBe(false);
  });

  it('USER: the listed users', () => {
    expect(isAddressedTo({ msgType: 'USER', userIds: 'u2,u1,', departIds: null, endTime: null }, reader)).toBe(true);
    expect(isAddressedTo({ msgType: 'USER', userIds: 'u11', departIds: null, endTime: null }, reader)).toBe(false);
  });

  it('DEPT: members of the departments and of those below them', () => {
    expect(isAddressedTo({ msgType: 'DEPT', userIds: null, departIds: 'branch', endTime: null }, reader)).toBe(true);
    expect(isAddressedTo({ msgType: 'DEPT', userIds: null, departIds: 'sales', endTime: null }, reader)).toBe(false);
  });

  it('anything else reaches no one', () => {
    expect(isAddressedTo({ msgType: 'ROLE', userIds: 'u1', departIds: 'station', endTime: null }, reader)).toBe(false);
  });

  it('walks the department tree both ways, and survives a cycle', () => {
    expect([...withAncestors(['station'], parents)].sort()).toEqual(['branch', 'root', 'station']);
    expect([...withDescendants(['branch'], parents)].sort()).toEqual(['branch', 'station']);
    expect([...withAncestors(['loop-a'], parents)].sort()).toEqual(['loop-a', 'loop-b']);
    expect([...withDescendants(['loop-a'], parents)].sort()).toEqual(['loop-a', 'loop-b']);
  });
});
