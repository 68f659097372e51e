import { localised, type EnglishTwin } from '../i18n';

/** Answers of the announcement routes (JeecgBoot's texts where it has one). */
const chinese = {
  added: '添加成功！',
  edited: '修改成功!',
  deleted: '删除成功!',
  notFound: '未找到对应实体',
  idsRequired: '参数不识别！',
  released: '该系统通知发布成功',
  revoked: '该系统通知撤销成功',
  allRead: '全部已读',
  alreadyReleased: '该通知已经发布',
  notReleased: '该通知尚未发布，无需撤销',
  editReleased: '已发布的通知不能编辑，请先撤销',
  usersRequired: '通告对象为指定用户时，请选择用户',
  departsRequired: '通告对象为指定部门时，请选择部门',
  unknownUser: '所选用户不存在',
  unknownDepart: '所选部门不存在',
  endBeforeStart: '结束时间不能早于开始时间',
  /** openPage of a 'url' announcement: the console navigates there, so only its own paths. */
  badOpenPage: '打开页面应为以 / 开头的站内路径',
  badOpenComponent: '打开组件名只允许字母、数字、下划线、中划线、点和 /',
} as const;

const english: EnglishTwin<typeof chinese> = {
  added: 'Added!',
  edited: 'Changed!',
  deleted: 'Deleted!',
  notFound: 'No such record',
  idsRequired: 'Parameters not recognised!',
  released: 'The announcement was published',
  revoked: 'The announcement was revoked',
  allRead: 'All read',
  alreadyReleased: 'The announcement is already published',
  notReleased: 'The announcement is not published, so there is nothing to revoke',
  editReleased: 'A published announcement cannot be edited: revoke it first',
  usersRequired: 'Please choose the users the announcement is for',
  departsRequired: 'Please choose the departments the announcement is for',
  unknownUser: 'The chosen user does not exist',
  unknownDepart: 'The chosen department does not exist',
  endBeforeStart: 'The end time cannot be before the start time',
  badOpenPage: 'The page to open must be a path of this site starting with /',
  badOpenComponent: 'A component name holds letters, digits, underscores, hyphens, dots and / only',
};

export const announcementMessages = localised(chinese, english);
