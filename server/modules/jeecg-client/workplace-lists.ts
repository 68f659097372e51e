import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { deliverAnnouncements, inboxOf } from '../announcement';
import { dictTexts } from '../dict';
import { inScope, ORDER_STATUS, type RecordScope } from '../online';

/*
 * The lists of the stock client's 工作台 (views/dashboard/Workplace.vue), in the shapes of
 * JeecgBoot's MockController answers (`/mock/api/...`), filled from our data where it has them.
 */

/** A page as the mock answers carry one (ant-design-pro's shape, not JeecgBoot's records/total). */
export interface MockPage<T> {
  data: T[];
  pageSize: number;
  pageNo: number;
  totalPage: number;
  totalCount: number;
}

/** 进行中的项目: a card each, avatar `cover`, `title`, `description`. */
export interface WorkplaceProject {
  id: string;
  cover: string;
  title: string;
  description: string;
  status: string;
  updatedAt: string;
}

/** 动态: "{user.nickname} 在 {project.name} {project.action} {project.event}", then `time`. */
export interface WorkplaceActivity {
  id: string;
  user: { nickname: string; avatar: string };
  project: { name: string; action: string; event: string };
  time: string;
}

/** 团队: a name and an avatar. */
export interface WorkplaceTeam {
  id: string;
  name: string;
  avatar: string;
}

/** The project card grid holds six cards, as JeecgBoot's mock answer fills it. */
export const WORKPLACE_PROJECTS = 6;
/** The activity list: the newest ten. */
export const WORKPLACE_ACTIVITIES = 10;

export function mockPage<T>(data: T[], totalCount: number, pageSize: number): MockPage<T> {
  return { data, pageSize, pageNo: 1, totalPage: Math.ceil(totalCount / pageSize), totalCount };
}

/** The client puts these straight into <img src>: only an address it can load as it is. */
function loadableAvatar(value: string | null): string {
  return value && /^https?:\/\//i.test(value) ? value : '';
}

/**
 * The orders in service (作业中) the caller's order list shows, latest started first: each a
 * project card titled with its number, described by farmer, place and work.
 */
export async function ordersInService(db: Kysely<Database>, orders: RecordScope): Promise<MockPage<WorkplaceProject>> {
  const inService = inScope(db.selectFrom('farm_order'), orders).where('status', '=', ORDER_STATUS.inService);
  const [total, rows, texts] = await Promise.all([
    inService.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    inService
      .select([
        'id',
        'orderNo',
        'farmerName',
        'city',
        'county',
        'workType',
        'workArea',
        'status',
        'startTime',
        'updateTime',
        'createTime',
      ])
      .orderBy('startTime', 'desc')
      .orderBy('id')
      .limit(WORKPLACE_PROJECTS)
      .execute(),
    dictTexts(db, ['farm_work_type']),
  ]);
  const workTypes = texts.get('farm_work_type');
  const data = rows.map((row) => ({
    id: String(row.id),
    cover: '',
    title: String(row.orderNo ?? ''),
    description: [
      row.farmerName,
      `${row.city ?? ''}${row.county ?? ''}`,
      `${workTypes?.get(String(row.workType)) ?? ''} ${row.workArea ?? ''} 亩`.trim(),
    ]
      .filter(Boolean)
      .join(' · '),
    status: String(row.status ?? ''),
    updatedAt: String(row.startTime ?? row.updateTime ?? row.createTime ?? ''),
  }));
  return mockPage(data, Number(total.count), WORKPLACE_PROJECTS);
}

/**
 * The newest announcements in the caller's inbox, as "{sender} 在 {通知公告|系统消息} 发布 {title}".
 * What is released to the caller is delivered first, as every inbox read does.
 */
export async function inboxActivity(db: Kysely<Database>, userId: string, now: number): Promise<WorkplaceActivity[]> {
  await deliverAnnouncements(db, userId, now);
  const [rows, texts] = await Promise.all([
    inboxOf(db, userId)
      .leftJoin('sys_user as u', 'u.username', 'a.sender')
      .select(['a.id', 'a.titile', 'a.msgCategory', 'a.sendTime', 'a.sender', 'u.realname', 'u.avatar'])
      .orderBy('a.sendTime', 'desc')
      .orderBy('a.id')
      .limit(WORKPLACE_ACTIVITIES)
      .execute(),
    dictTexts(db, ['msg_category']),
  ]);
  const categories = texts.get('msg_category');
  return rows.map((row) => ({
    id: row.id,
    user: { nickname: row.realname || row.sender || '', avatar: loadableAvatar(row.avatar) },
    project: { name: categories?.get(String(row.msgCategory)) ?? '', action: '发布', event: row.titile ?? '' },
    time: row.sendTime ?? '',
  }));
}

/** The caller's departments, in the organisation's order. */
export async function callerTeams(db: Kysely<Database>, userId: string): Promise<WorkplaceTeam[]> {
  const rows = await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.depId')
    .select(['d.id', 'd.departName'])
    .where('ud.userId', '=', userId)
    .where('d.delFlag', '=', '0')
    .orderBy('d.departOrder')
    .orderBy('d.orgCode')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.departName, avatar: '' }));
}
