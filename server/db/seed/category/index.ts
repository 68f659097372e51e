import type { Transaction } from 'kysely';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { formatDateTime } from '../../time';
import type { Seed } from '../runner';
import { machineryCategories, type MachineryCategory } from './machinery';

/**
 * The machinery category tree. Categories are matched by code, so nodes an earlier seed
 * already made (the demo's first levels) are kept and only the missing ones are added under
 * them; a parent that gains children is marked so.
 */
export const categoryMachinerySeed: Seed = {
  name: 'category-machinery',
  async run(trx: Transaction<Database>, context) {
    const createTime = formatDateTime(context.now);
    const rows = await trx.selectFrom('sys_category').select(['id', 'code']).execute();
    const idByCode = new Map(rows.map((row) => [row.code, row.id]));

    async function ensure(category: MachineryCategory, pid: string): Promise<void> {
      const hasChild = category.children?.length ? '1' : '0';
      let id = idByCode.get(category.code);
      if (id) {
        if (hasChild === '1') await trx.updateTable('sys_category').set({ hasChild }).where('id', '=', id).execute();
      } else {
        id = newId();
        await trx
          .insertInto('sys_category')
          .values({
            id,
            pid,
            name: category.name,
            code: category.code,
            hasChild,
            sysOrgCode: 'A01',
            createBy: 'admin',
            createTime,
            updateBy: null,
            updateTime: null,
          })
          .execute();
        idByCode.set(category.code, id);
      }
      for (const child of category.children ?? []) await ensure(child, id);
    }

    for (const root of machineryCategories) await ensure(root, '0');
  },
};
