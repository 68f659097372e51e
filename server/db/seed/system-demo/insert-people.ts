import type { Transaction } from 'kysely';
import { hashPassword } from '../../../security';
import { newId } from '../../ids';
import type { Database } from '../../schema';
import { insertInChunks } from '../insert-in-chunks';
import { departments } from './organisation';
import type { UserSeed } from './people';

/** The staff of a first start, each with its first password (`passwords[i]` for `users[i]`), hashed with its own salt. */
export async function insertPeople(
  trx: Transaction<Database>,
  createTime: string,
  users: readonly UserSeed[],
  passwords: readonly string[],
): Promise<void> {
  const orgCodeOf = new Map(departments.map((d) => [d.id, d.orgCode]));
  const hashes = await Promise.all(passwords.map((password) => hashPassword(password)));
  const hashOf = (index: number, username: string) => {
    const hash = hashes[index];
    if (!hash) throw new Error(`no first password was given for ${username}`);
    return hash;
  };
  await insertInChunks(
    trx,
    'sys_user',
    users.map((user, index) => ({
      id: user.id,
      username: user.username,
      realname: user.realname,
      ...hashOf(index, user.username),
      avatar: null,
      birthday: user.birthday,
      sex: user.sex,
      email: user.email,
      phone: user.phone,
      telephone: null,
      workNo: user.workNo,
      post: user.post ?? null,
      // The first department is the current one until the user chooses another.
      orgCode: orgCodeOf.get(user.departs[0] ?? '') ?? null,
      status: user.status ?? 1,
      userIdentity: 1,
      departIds: null,
      relTenantIds: user.tenants,
      createBy: 'admin',
      createTime,
      updateBy: null,
      updateTime: null,
    })),
  );
  await insertInChunks(
    trx,
    'sys_user_depart',
    users.flatMap((user) => user.departs.map((depId) => ({ id: newId(), userId: user.id, depId }))),
  );
  await insertInChunks(
    trx,
    'sys_user_role',
    users.flatMap((user) => user.roles.map((roleId) => ({ id: newId(), userId: user.id, roleId }))),
  );
}
