import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages } from '../../../server/messages';
import { MAX_PART_ROWS } from '../../../server/modules/online/records/write-parts';
import { farmServer, type Answer, type FarmServer } from './farm-support';

type Row = Record<string, unknown>;
interface Declared {
  code: string;
  fields: { name: string; patternRegex?: string }[];
  parts: (Omit<Declared, 'parts' | 'dictOptions'> & {
    path: string;
    title: string;
    permission: string;
    label: string;
    listKey: string;
    parentField: string;
  })[];
  dictOptions: Record<string, unknown[]>;
}

let farm: FarmServer;

const meeting = (overrides: Row = {}): Row => ({
  title: '秋收调度会',
  meetingType: '1',
  organizer: '农机服务中心',
  startTime: '2024-09-20 09:00:00',
  endTime: '2024-09-20 17:00:00',
  location: '哈尔滨',
  status: '1',
  ...overrides,
});
const attendee = (name: string, overrides: Row = {}): Row => ({
  name,
  phone: '13900001111',
  attendType: '1',
  ...overrides,
});
const car = (plateNo: string): Row => ({ plateNo, driverName: '司机甲', driverPhone: '13900002222' });

async function save(method: 'POST' | 'PUT', url: string, body: Row): Promise<Answer<string>> {
  return (await farm.call(method, url, { payload: body })).json();
}
const add = (body: Row) => save('POST', '/farm/meetingMain/add', body);
const edit = (body: Row) => save('PUT', '/farm/meetingMain/edit', body);

/** The parts of one kind of a meeting, as its form reads them. */
async function partsOf(
  kind: 'MeetingAttendees' | 'MeetingCar' | 'MeetingRepast',
  meetingId: string,
  token?: string,
): Promise<Row[]> {
  const answer = await farm.get<Row[]>(`/farm/meetingMain/query${kind}ByMainId?id=${meetingId}`, token);
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

async function meetingsTitled(title: string): Promise<number> {
  return (await farm.page(`/farm/meetingMain/list?title=${encodeURIComponent(title)}`)).total;
}

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('the declaration of a master names its parts', () => {
  it('lists each part with its list key, parent field and fields, and the dictionaries they use', async () => {
    const declared = (await farm.get<Declared>('/farm/declaration/farm_meeting_main')).result;
    expect(declared.parts.map((part) => part.code)).toEqual([
      'farm_meeting_attendees',
      'farm_meeting_car',
      'farm_meeting_repast',
      'farm_meeting_spot',
      'farm_meeting_video',
    ]);
    const [attendees] = declared.parts;
    expect(attendees).toMatchObject({
      path: 'meetingAttendees',
      title: '参会人员',
      permission: 'farm_meeting_attendees',
      label: 'name',
      listKey: 'meetingAttendeesList',
      parentField: 'meetingId',
    });
    const own = (await farm.get<Declared>('/farm/declaration/farm_meeting_attendees')).result;
    expect(attendees.fields).toEqual(own.fields);
    expect(attendees.fields.find((field) => field.name === 'phone')?.patternRegex).toBeTruthy();
    for (const code of ['farm_meeting_type', 'farm_meeting_status', 'farm_attend_type', 'yn', 'farm_meal_type']) {
      expect(declared.dictOptions[code]?.length, code).toBeGreaterThan(0);
    }
  });

  it('answers no parts for a part and for a resource without any', async () => {
    expect((await farm.get<Declared>('/farm/declaration/farm_meeting_attendees')).result.parts).toEqual([]);
    expect((await farm.get<Declared>('/farm/declaration/farm_order')).result.parts).toEqual([]);
  });
});

describe('adding a master with its parts', () => {
  it('stores the rows of each list sent, read back in the order sent with their texts', async () => {
    const added = await add({
      ...meeting(),
      meetingAttendeesList: [attendee('张一'), attendee('李二', { attendType: '3' })],
      meetingCarList: [car('黑A12345')],
    });
    expect(added).toMatchObject({ success: true, message: onlineMessages.addSucceeded });
    const attendees = await partsOf('MeetingAttendees', added.result);
    expect(attendees.map((row) => row.name)).toEqual(['张一', '李二']);
    expect(attendees[1]).toMatchObject({
      meetingId: added.result,
      attendType_dictText: '嘉宾',
      meetingId_dictText: '秋收调度会',
      createBy: 'admin',
    });
    expect((await partsOf('MeetingCar', added.result)).map((row) => row.plateNo)).toEqual(['黑A12345']);
    expect(await partsOf('MeetingRepast', added.result)).toEqual([]);
  });

  it('sets every row to the new master whatever the row sent for it', async () => {
    const other = String((await farm.page('/farm/meetingMain/list?pageSize=1')).records[0].id);
    const added = await add({
      ...meeting(),
      meetingAttendeesList: [attendee('王三', { meetingId: other, meetingId_dictText: '别的会' })],
    });
    expect(added.success).toBe(true);
    expect((await partsOf('MeetingAttendees', added.result))[0]).toMatchObject({
      name: '王三',
      meetingId: added.result,
    });
    expect(
      (await farm.page(`/farm/meetingAttendees/list?meetingId=${other}&name=${encodeURIComponent('王三')}`)).total,
    ).toBe(0);
  });

  it('saves through the online-form API by code too', async () => {
    const answer = await farm.call('POST', '/online/cgform/api/form/farm_meeting_main', {
      payload: { ...meeting(), meetingCarList: [car('黑A00001')] },
    });
    const added: Answer<string> = answer.json();
    expect(added.success).toBe(true);
    expect((await partsOf('MeetingCar', added.result)).map((row) => row.plateNo)).toEqual(['黑A00001']);
  });
});

describe('editing a master with its parts', () => {
  it('updates the rows it names, adds those without id and deletes the ones it leaves out', async () => {
    const id = (await add({ ...meeting(), meetingAttendeesList: [attendee('甲'), attendee('乙'), attendee('丙')] }))
      .result;
    const [first, second, third] = await partsOf('MeetingAttendees', id);
    const edited = await edit({
      id,
      title: '秋收调度会（改）',
      meetingAttendeesList: [
        { ...first, phone: '13900003333' },
        { id: third.id, name: '丙丙' },
        attendee('丁', { id: '' }),
      ],
    });
    expect(edited).toMatchObject({ success: true, message: onlineMessages.editSucceeded });
    const after = await partsOf('MeetingAttendees', id);
    expect(after.map((row) => [row.id, row.name, row.phone])).toEqual([
      [first.id, '甲', '13900003333'],
      [third.id, '丙丙', third.phone],
      [after[2].id, '丁', '13900001111'],
    ]);
    expect(after.map((row) => row.id)).not.toContain(second.id);
    expect(after[0]).toMatchObject({ updateBy: 'admin', meetingId: id });
  });

  // PostgreSQL moves an updated row to the end of its table: the order must not come from where rows lie.
  it('keeps the parts in the order they were added whatever order an edit names and changes them in', async () => {
    const id = (await add({ ...meeting(), meetingAttendeesList: [attendee('壹'), attendee('贰'), attendee('叁')] }))
      .result;
    const [first, second, third] = await partsOf('MeetingAttendees', id);
    const edited = await edit({
      id,
      meetingAttendeesList: [
        { ...third, name: '叁叁' },
        { ...second, name: '贰贰' },
        attendee('肆'),
        { ...first, name: '壹壹' },
      ],
    });
    expect(edited.success, edited.message).toBe(true);
    const after = await partsOf('MeetingAttendees', id);
    expect(after.map((row) => row.name)).toEqual(['壹壹', '贰贰', '叁叁', '肆']);
    expect(after.map((row) => row.id).slice(0, 3)).toEqual([first.id, second.id, third.id]);
    expect(Object.keys(after[0] ?? {})).not.toContain('rowOrder');
  });

  it('leaves the kinds of parts the body does not list as they are, and empties one sent empty', async () => {
    const id = (await add({ ...meeting(), meetingAttendeesList: [attendee('戊')], meetingCarList: [car('黑A22222')] }))
      .result;
    const before = await partsOf('MeetingAttendees', id);
    expect((await edit({ id, host: '主持人甲' })).success).toBe(true);
    expect(await partsOf('MeetingAttendees', id)).toEqual(before);
    expect((await edit({ id, meetingCarList: [] })).success).toBe(true);
    expect(await partsOf('MeetingCar', id)).toEqual([]);
    expect(await partsOf('MeetingAttendees', id)).toEqual(before);
  });

  it("refuses a row naming another master's part or an unknown id, changing nothing", async () => {
    const mine = (await add({ ...meeting(), meetingAttendeesList: [attendee('己')] })).result;
    const theirs = (await add({ ...meeting(), meetingAttendeesList: [attendee('庚')] })).result;
    const [foreign] = await partsOf('MeetingAttendees', theirs);
    const refused = await edit({
      id: mine,
      title: '不应保存',
      meetingAttendeesList: [
        { id: foreign.id, name: '抢来的' },
        { id: 'no-such-part', name: '无' },
      ],
    });
    expect(refused.success).toBe(false);
    expect(refused.message).toContain(
      onlineMessages.partRow('参会人员', 1, onlineMessages.notAPart(String(foreign.id))),
    );
    expect(refused.message).toContain(onlineMessages.partRow('参会人员', 2, onlineMessages.notAPart('no-such-part')));
    expect((await partsOf('MeetingAttendees', theirs))[0]).toMatchObject({
      id: foreign.id,
      name: '庚',
      meetingId: theirs,
    });
    expect((await partsOf('MeetingAttendees', mine)).map((row) => row.name)).toEqual(['己']);
    expect(await meetingsTitled('不应保存')).toBe(0);
  });

  it('refuses a row naming the same part twice', async () => {
    const id = (await add({ ...meeting(), meetingAttendeesList: [attendee('辛')] })).result;
    const [part] = await partsOf('MeetingAttendees', id);
    const refused = await edit({ id, meetingAttendeesList: [{ id: part.id }, { id: part.id, name: '又一次' }] });
    expect(refused.message).toBe(onlineMessages.partRow('参会人员', 2, onlineMessages.partRepeated(String(part.id))));
  });
});

describe('a refused row refuses the whole save', () => {
  it('says which list and row is wrong, with the master errors, and writes nothing on an add', async () => {
    const title = '错误行的会议';
    const refused = await add({
      ...meeting({ title, location: '' }),
      meetingAttendeesList: [attendee('壬'), attendee('癸', { phone: '12345' })],
      meetingCarList: [{ plateNo: '黑A33333' }],
    });
    expect(refused.success).toBe(false);
    expect(refused.message).toContain('参会人员第2行：');
    expect(refused.message).toContain(
      onlineMessages.partRow('参会人员', 2, onlineMessages.fieldError('联系电话', onlineMessages.pattern.mobile)),
    );
    expect(refused.message).toContain(onlineMessages.partRow('会议用车', 1, onlineMessages.required('司机')));
    expect(refused.message).toContain(onlineMessages.required('会议地点'));
    expect(refused.message).not.toContain('参会人员第1行');
    expect(await meetingsTitled(title)).toBe(0);
    expect((await farm.page(`/farm/meetingAttendees/list?name=${encodeURIComponent('壬')}`)).total).toBe(0);
  });

  it('changes neither the master nor its parts on an edit', async () => {
    const id = (await add({ ...meeting({ title: '改前' }), meetingAttendeesList: [attendee('子'), attendee('丑')] }))
      .result;
    const before = await partsOf('MeetingAttendees', id);
    const refused = await edit({
      id,
      title: '改后',
      meetingAttendeesList: [before[0], { ...before[1], phone: '12345' }, attendee('寅')],
    });
    expect(refused.message).toContain('参会人员第2行：');
    expect((await farm.get<Row>(`/farm/meetingMain/queryById?id=${id}`)).result.title).toBe('改前');
    expect(await partsOf('MeetingAttendees', id)).toEqual(before);
  });

  it('refuses a list that is not an array', async () => {
    const refused = await add({ ...meeting({ title: '不是数组' }), meetingAttendeesList: { name: '卯' } });
    expect(refused.message).toBe(onlineMessages.partListNotArray('参会人员', 'meetingAttendeesList'));
    expect(await meetingsTitled('不是数组')).toBe(0);
  });

  it('ignores undeclared keys of the master, lists included', async () => {
    const added = await add({ ...meeting({ title: '多余的列表' }), meetingGuestsList: [{ name: '未声明' }] });
    expect(added.success).toBe(true);
    expect(await meetingsTitled('多余的列表')).toBe(1);
  });
});

describe('at most 1000 rows per list', () => {
  it(`saves ${MAX_PART_ROWS} rows in the order sent and refuses one more`, async () => {
    const rows = Array.from({ length: MAX_PART_ROWS }, (_, index) => attendee(`人员${index + 1}`));
    const refused = await add({ ...meeting({ title: '太多人' }), meetingAttendeesList: [...rows, attendee('多余')] });
    expect(refused.message).toBe(onlineMessages.tooManyPartRows('参会人员', MAX_PART_ROWS));
    expect(await meetingsTitled('太多人')).toBe(0);
    const added = await add({ ...meeting(), meetingAttendeesList: rows });
    expect(added.success).toBe(true);
    const stored = await partsOf('MeetingAttendees', added.result);
    expect(stored.map((row) => row.name)).toEqual(rows.map((row) => row.name));
  });
});

describe('reading the parts of a master', () => {
  it("needs the master's list button and an id", async () => {
    const id = (await add({ ...meeting(), meetingAttendeesList: [attendee('辰')] })).result;
    const guest = await farm.get(
      `/farm/meetingMain/queryMeetingAttendeesByMainId?id=${id}`,
      await farm.tokenOf('wujiu'),
    );
    expect(guest).toMatchObject({ success: false, code: 510 });
    expect((await farm.get('/farm/meetingMain/queryMeetingAttendeesByMainId')).message).toBe(onlineMessages.idRequired);
    expect(await partsOf('MeetingAttendees', 'no-such-meeting')).toEqual([]);
  });
});

describe('deleting a master', () => {
  it('deletes the parts saved with it', async () => {
    const id = (
      await add({
        ...meeting(),
        meetingAttendeesList: [attendee('巳')],
        meetingRepastList: [{ mealDate: '2024-09-20', mealType: '2', place: '食堂', peopleCount: 30 }],
      })
    ).result;
    expect(await partsOf('MeetingRepast', id)).toHaveLength(1);
    expect((await farm.call('DELETE', `/farm/meetingMain/delete?id=${id}`)).json().success).toBe(true);
    expect(await partsOf('MeetingAttendees', id)).toEqual([]);
    expect(await partsOf('MeetingRepast', id)).toEqual([]);
  });
});
