import type { Insertable, Transaction } from 'kysely';
import type { Database, SysCategoryTable } from '../../schema';
import { newId } from '../../ids';
import { insertInChunks } from '../insert-in-chunks';
import { categories, departments, positions, tenants, type CategorySeed } from './organisation';

function categoryRows(seeds: readonly CategorySeed[], pid: string, createTime: string): Insertable<SysCategoryTable>[] {
  return seeds.flatMap((seed) => {
    const id = newId();
    const own = {
      id,
      pid,
      name: seed.name,
      code: seed.code,
      hasChild: seed.children?.length ? '1' : '0',
      sysOrgCode: 'A01',
      createBy: 'admin',
      createTime,
    };
    return [own, ...categoryRows(seed.children ?? [], id, createTime)];
  });
}

export async function insertOrganisation(trx: Transaction<Database>, createTime: string, today: string): Promise<void> {
  await insertInChunks(
    trx,
    'sys_depart',
    departments.map((d, index) => ({
      id: d.id,
      parentId: d.parentId,
      departName: d.name,
      departNameEn: null,
      departNameAbbr: null,
      departOrder: index,
      description: null,
      orgCategory: d.category,
      // '1' the top of the tree, '2' everything below it.
      orgType: d.parentId ? '2' : '1',
      orgCode: d.orgCode,
      mobile: d.mobile ?? null,
      fax: null,
      address: d.address ?? null,
      memo: null,
      status: '1',
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );
  await insertInChunks(
    trx,
    'sys_tenant',
    tenants.map((t) => ({
      id: t.id,
      name: t.name,
      beginDate: `${today} 00:00:00`,
      endDate: null,
      createBy: 'admin',
      createTime,
    })),
  );
  await insertInChunks(
    trx,
    'sys_position',
    positions.map((p) => ({
      id: newId(),
      code: p.code,
      name: p.name,
      postRank: p.postRank,
      sysOrgCode: 'A01',
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );
  await insertInChunks(trx, 'sys_category', categoryRows(categories, '0', createTime));
}
