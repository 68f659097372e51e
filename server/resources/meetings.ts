import type { ResourceSpec } from './spec';

export const meetingResource = {
  code: 'farm_meeting_main',
  path: 'meetingMain',
  title: '会议',
  permission: 'farm_meeting_main',
  label: 'title',
  menuUrl: '/online/cgformErpList/farm_meeting_main',
  fields: [
    { name: 'title', title: '会议名称', kind: 'text', length: 200, required: true, query: 'single' },
    {
      name: 'meetingType',
      title: '会议类型',
      kind: 'text',
      length: 10,
      dict: 'farm_meeting_type',
      required: true,
      query: 'single',
    },
    { name: 'organizer', title: '主办单位', kind: 'text', length: 100, required: true },
    { name: 'host', title: '主持人', kind: 'text', length: 50 },
    { name: 'startTime', title: '开始时间', kind: 'datetime', required: true, query: 'group' },
    { name: 'endTime', title: '结束时间', kind: 'datetime', required: true },
    { name: 'location', title: '会议地点', kind: 'text', length: 200, required: true },
    { name: 'attendeeCount', title: '参会人数', kind: 'number', integer: true, min: 0, max: 100000 },
    {
      name: 'status',
      title: '会议状态',
      kind: 'text',
      length: 2,
      dict: 'farm_meeting_status',
      required: true,
      query: 'single',
    },
    { name: 'content', title: '会议内容', kind: 'text', length: 2000, view: 'textarea', listHidden: true },
  ],
} as const satisfies ResourceSpec;

/** The meeting a part belongs to: parts are listed by it and deleted with it. */
const meetingId = {
  name: 'meetingId',
  title: '所属会议',
  kind: 'text',
  length: 32,
  ref: 'farm_meeting_main',
  required: true,
  query: 'single',
} as const;
const remark = {
  name: 'remark',
  title: '备注',
  kind: 'text',
  length: 500,
  view: 'textarea',
  listHidden: true,
} as const;
const ofMeeting = { code: 'farm_meeting_main', field: 'meetingId' } as const;

export const meetingAttendeeResource = {
  code: 'farm_meeting_attendees',
  path: 'meetingAttendees',
  title: '参会人员',
  permission: 'farm_meeting_attendees',
  label: 'name',
  menuUrl: '/online/cgformList/farm_meeting_attendees',
  parent: ofMeeting,
  fields: [
    meetingId,
    { name: 'name', title: '姓名', kind: 'text', length: 50, required: true, query: 'single' },
    { name: 'unit', title: '单位', kind: 'text', length: 100 },
    { name: 'position', title: '职务', kind: 'text', length: 50 },
    { name: 'phone', title: '联系电话', kind: 'text', length: 20, required: true, pattern: 'mobile' },
    {
      name: 'attendType',
      title: '参会类型',
      kind: 'text',
      length: 10,
      dict: 'farm_attend_type',
      required: true,
      query: 'single',
    },
    { name: 'signedIn', title: '是否签到', kind: 'number', integer: true, dict: 'yn' },
    remark,
  ],
} as const satisfies ResourceSpec;

export const meetingCarResource = {
  code: 'farm_meeting_car',
  path: 'meetingCar',
  title: '会议用车',
  permission: 'farm_meeting_car',
  label: 'plateNo',
  menuUrl: '/online/cgformList/farm_meeting_car',
  parent: ofMeeting,
  fields: [
    meetingId,
    { name: 'plateNo', title: '车牌号', kind: 'text', length: 20, required: true, query: 'single' },
    { name: 'carType', title: '车型', kind: 'text', length: 50 },
    { name: 'seats', title: '座位数', kind: 'number', integer: true, min: 1, max: 100 },
    { name: 'driverName', title: '司机', kind: 'text', length: 50, required: true },
    { name: 'driverPhone', title: '司机电话', kind: 'text', length: 20, required: true, pattern: 'mobile' },
    { name: 'departTime', title: '出发时间', kind: 'datetime' },
    { name: 'route', title: '路线', kind: 'text', length: 200 },
    remark,
  ],
} as const satisfies ResourceSpec;

export const meetingRepastResource = {
  code: 'farm_meeting_repast',
  path: 'meetingRepast',
  title: '会议用餐',
  permission: 'farm_meeting_repast',
  menuUrl: '/online/cgformList/farm_meeting_repast',
  parent: ofMeeting,
  fields: [
    meetingId,
    { name: 'mealDate', title: '用餐日期', kind: 'date', required: true, query: 'group' },
    {
      name: 'mealType',
      title: '餐别',
      kind: 'text',
      length: 10,
      dict: 'farm_meal_type',
      required: true,
      query: 'single',
    },
    { name: 'place', title: '用餐地点', kind: 'text', length: 100, required: true },
    { name: 'peopleCount', title: '人数', kind: 'number', integer: true, required: true, min: 1, max: 100000 },
    { name: 'standard', title: '餐标(元/人)', kind: 'number', min: 0, max: 10000 },
    remark,
  ],
} as const satisfies ResourceSpec;

export const meetingSpotResource = {
  code: 'farm_meeting_spot',
  path: 'meetingSpot',
  title: '会议场地',
  permission: 'farm_meeting_spot',
  label: 'spotName',
  menuUrl: '/online/cgformList/farm_meeting_spot',
  parent: ofMeeting,
  fields: [
    meetingId,
    { name: 'spotName', title: '场地名称', kind: 'text', length: 100, required: true, query: 'single' },
    { name: 'address', title: '地址', kind: 'text', length: 200, required: true },
    { name: 'capacity', title: '容纳人数', kind: 'number', integer: true, min: 1, max: 100000 },
    { name: 'equipment', title: '设备', kind: 'text', length: 200 },
    { name: 'contact', title: '联系人', kind: 'text', length: 50 },
    { name: 'contactPhone', title: '联系电话', kind: 'text', length: 20, pattern: 'mobile' },
    { name: 'fee', title: '场地费用(元)', kind: 'number', min: 0, max: 10000000 },
    remark,
  ],
} as const satisfies ResourceSpec;

export const meetingVideoResource = {
  code: 'farm_meeting_video',
  path: 'meetingVideo',
  title: '会议视频',
  permission: 'farm_meeting_video',
  label: 'title',
  menuUrl: '/online/cgformList/farm_meeting_video',
  parent: ofMeeting,
  fields: [
    meetingId,
    { name: 'title', title: '视频标题', kind: 'text', length: 200, required: true, query: 'single' },
    { name: 'videoUrl', title: '视频文件', kind: 'text', length: 500, view: 'file', required: true },
    { name: 'cover', title: '封面', kind: 'text', length: 500, view: 'image', listHidden: true },
    { name: 'duration', title: '时长(秒)', kind: 'number', integer: true, min: 0, max: 1000000 },
    { name: 'speaker', title: '主讲人', kind: 'text', length: 50 },
    { name: 'uploadTime', title: '上传时间', kind: 'datetime', query: 'group' },
    remark,
  ],
} as const satisfies ResourceSpec;
