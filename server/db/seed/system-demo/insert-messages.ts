import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { formatDateTime } from '../../time';
import { insertInChunks } from '../insert-in-chunks';
import { announcements } from './announcements';
import { dictionaries, type DictSeed } from './dictionaries';
import { users } from './people';

const DAY = 24 * 60 * 60 * 1000;

export async function insertDictionaries(trx: Transaction<Database>, createTime: string): Promise<void> {
  for (const dict of dictionaries) await insertDictionary(trx, dict, createTime);
}

/** One dictionary and its items, in their order. */
export async function insertDictionary(trx: Transaction<Database>, dict: DictSeed, createTime: string): Promise<void> {
  const dictId = newId();
  await trx
    .insertInto('sys_dict')
    .values({
      id: dictId,
      dictCode: dict.code,
      dictName: dict.name,
      description: null,
      type: dict.type ?? 0,
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })
    .execute();
  await insertInChunks(
    trx,
    'sys_dict_item',
    dict.items.map(([value, text, color], index) => ({
      id: newId(),
      dictId,
      itemValue: value,
      itemText: text,
      itemColor: color ?? null,
      description: null,
      sortOrder: index + 1,
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );
}

/** Announcements with a send record per addressed user (everyone for 'ALL'). */
export async function insertAnnouncements(trx: Transaction<Database>, now: number): Promise<void> {
  for (const annt of announcements) {
    const sendTime = formatDateTime(now - annt.daysAgo * DAY);
    const published = annt.sendStatus === '1';
    await trx
      .insertInto('sys_announcement')
      .values({
        id: annt.id,
        titile: annt.titile,
        msgContent: annt.msgContent,
        msgAbstract: null,
        startTime: sendTime,
        endTime: null,
        sender: 'admin',
        priority: annt.priority,
        msgCategory: annt.msgCategory,
        msgType: annt.to ? 'USER' : 'ALL',
        sendStatus: annt.sendStatus,
        sendTime: published ? sendTime : null,
        cancelTime: null,
        busType: null,
        busId: annt.busId ?? null,
        openType: annt.openType ?? null,
        openPage: annt.openPage ?? null,
        userIds: annt.to ? annt.to.join(',') : null,
        createBy: 'admin',
        createTime: sendTime,
        updateBy: null,
        updateTime: null,
      })
      .execute();
    if (!published) continue;
    const readers = new Set(annt.readBy ?? []);
    const addressed = annt.to ?? users.map((u) => u.id);
    await insertInChunks(
      trx,
      'sys_announcement_send',
      addressed.map((userId) => ({
        id: newId(),
        anntId: annt.id,
        userId,
        readFlag: readers.has(userId) ? '1' : '0',
        readTime: readers.has(userId) ? sendTime : null,
        createBy: 'admin',
        createTime: sendTime,
        updateBy: null,
        updateTime: null,
      })),
    );
  }
}

/** A week of sign-ins, so the dashboards' visit charts have something to draw on a new install. */
export async function insertVisitLogs(trx: Transaction<Database>, now: number): Promise<void> {
  const visitors = users.filter((u) => u.status !== 2);
  const rows = Array.from({ length: 7 }, (_, day) =>
    visitors.slice(0, 3 + (day % 4)).map((user, index) => ({
      id: newId(),
      logType: 1,
      logContent: `用户名: ${user.username},登录成功！`,
      operateType: null,
      userid: user.id,
      username: user.realname,
      ip: `192.168.10.${20 + index}`,
      method: null,
      requestUrl: null,
      requestParam: null,
      requestType: null,
      costTime: null,
      createBy: user.username,
      createTime: formatDateTime(now - (day + 1) * DAY + index * 60_000),
    })),
  ).flat();
  await insertInChunks(trx, 'sys_log', rows);
}
