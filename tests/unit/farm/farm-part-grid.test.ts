import { describe, expect, it } from 'vitest';
import { t } from '../../../elements/core/i18n';
import type { FarmPart } from '../../../console/pages/farm/farm-declaration';
import { partsByMainIdUrl } from '../../../console/pages/farm/farm-declaration';
import { partBody, partColumns, partFields, partRow } from '../../../console/pages/farm/farm-part-grid';
import { validateGridCell } from '../../../elements/grid/model/grid-validation';

const attendees: FarmPart = {
  code: 'farm_meeting_attendees',
  path: 'meetingAttendees',
  title: '参会人员',
  permission: 'farm_meeting_attendees',
  label: 'name',
  listKey: 'meetingAttendeesList',
  parentField: 'meetingId',
  fields: [
    {
      name: 'meetingId',
      title: '所属会议',
      kind: 'text',
      view: 'sel_search',
      ref: 'farm_meeting_main',
      required: true,
    },
    { name: 'name', title: '姓名', kind: 'text', view: 'text', length: 50, required: true },
    {
      name: 'phone',
      title: '联系电话',
      kind: 'text',
      view: 'text',
      length: 20,
      required: true,
      patternRegex: '^1[3-9]\\d{9}$',
      patternMessage: '请输入正确的手机号码!',
    },
    { name: 'attendType', title: '参会类型', kind: 'text', view: 'list', dict: 'farm_attend_type', required: true },
    { name: 'signedIn', title: '是否签到', kind: 'number', view: 'list', integer: true, dict: 'yn' },
    { name: 'seats', title: '座位数', kind: 'number', view: 'number', integer: true, min: 1, max: 100 },
    { name: 'stamp', title: '签到时间', kind: 'datetime', view: 'datetime', serverOwned: true },
  ],
};
const dictOptions = {
  farm_attend_type: [{ value: '1', text: '正式代表' }],
  yn: [
    { value: '1', text: '是' },
    { value: '0', text: '否' },
  ],
};

function column(key: string) {
  const found = partColumns(attendees, { dictOptions }, t).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no column ${key}`);
  return found;
}

/** The message of a value in a column, as the grid's check gives it. */
const verdict = (key: string, value: unknown) => {
  const row = { id: 'r1', [key]: value };
  return validateGridCell([row], row, column(key));
};

describe('a part as a sub-table of its master form', () => {
  it('reads its rows where JeecgBoot generated controllers answer them', () => {
    expect(partsByMainIdUrl('meetingMain', 'meetingAttendees')).toBe('/farm/meetingMain/queryMeetingAttendeesByMainId');
  });

  it('has a column per field a user fills: not the master id, not server stamps', () => {
    expect(partFields(attendees).map((field) => field.name)).toEqual([
      'name',
      'phone',
      'attendType',
      'signedIn',
      'seats',
    ]);
    expect(partColumns(attendees, { dictOptions }, t).map((each) => each.type)).toEqual([
      'input',
      'input',
      'select',
      'select',
      'inputNumber',
    ]);
    expect(column('attendType').options).toEqual([{ value: '1', text: '正式代表' }]);
  });

  it('checks a cell by the rules of the master form, with their messages', async () => {
    expect(await verdict('name', '')).toBe('请输入姓名!');
    expect(await verdict('phone', '123')).toBe('请输入正确的手机号码!');
    expect(await verdict('phone', '13812345678')).toBeUndefined();
    expect(await verdict('attendType', '')).toBe('请选择参会类型!');
    expect(await verdict('seats', 2.5)).toContain('整数');
    expect(await verdict('seats', '')).toBeUndefined();
  });

  it('starts a stored row from its values, blanks for nulls', () => {
    expect(
      partRow(attendees, {
        id: 'a1',
        meetingId: 'm1',
        name: '张三',
        phone: null,
        attendType: '1',
        signedIn: 1,
        seats: null,
      }),
    ).toEqual({
      id: 'a1',
      name: '张三',
      phone: '',
      attendType: '1',
      signedIn: 1,
      seats: '',
    });
  });

  it('sends stored rows with their id and new rows without, numbers as numbers and blanks as null', () => {
    const body = partBody(attendees, [
      { id: 'a1', name: '张三', phone: '13812345678', attendType: '1', signedIn: '1', seats: '' },
      { id: '__new__x_1', name: ' 李四 ', phone: '13912345678', attendType: '1', signedIn: '', seats: 3 },
    ]);
    expect(body).toEqual([
      { id: 'a1', name: '张三', phone: '13812345678', attendType: '1', signedIn: 1, seats: null },
      { name: '李四', phone: '13912345678', attendType: '1', signedIn: null, seats: 3 },
    ]);
  });
});
