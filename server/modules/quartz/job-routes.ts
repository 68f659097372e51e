import type { FastifyPluginAsync } from 'fastify';
import { formatDateTime, newId } from '../../db';
import { fail, ok, okMessage, requireCaller } from '../../http';
import { quartzMessages } from '../../messages';
import { fetchPage, parseListQuery, resourceFields, type ListResource } from '../../query';
import { commaList } from '../dict';
import { jobRefusal, type JobDefinition } from './job-check';
import { idQuery, idsQuery, jobBodySchemas, type JobBody } from './job-schemas';

const jobResource: ListResource = { fields: resourceFields('sys_quartz_job'), defaultSort: 'createTime' };
const RUNNING = 0;
const PAUSED = -1;

/**
 * `/sys/quartzJob/*` as JeecgBoot's QuartzJobController: list, queryById, add, edit, delete,
 * deleteBatch, pause, resume and execute (run once), each behind its 'quartz:*' button. Saving a
 * running job (status 0) schedules it at once; pausing or deleting takes it off the schedule, on
 * this instance at once and on the others when the change reaches them (job-changes.ts).
 */
export const jobRoutes: FastifyPluginAsync = async (app) => {
  const findJob = (id: string) =>
    app.db.selectFrom('sys_quartz_job').selectAll().where('id', '=', id).executeTakeFirst();
  const classTaken = async (jobClassName: string, ownId?: string) => {
    const holder = await app.db
      .selectFrom('sys_quartz_job')
      .select('id')
      .where('jobClassName', '=', jobClassName)
      .executeTakeFirst();
    return Boolean(holder && holder.id !== ownId);
  };
  const applySchedule = (id: string, job: JobDefinition) => {
    if (job.status === RUNNING) app.scheduler.schedule({ id, ...job });
    else app.scheduler.unschedule(id);
    app.scheduler.announceChange([id]);
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    '/sys/quartzJob/list',
    { config: { permission: 'quartz:list' } },
    async (request) =>
      ok(await fetchPage(app.db.selectFrom('sys_quartz_job').selectAll(), parseListQuery(request.query, jobResource))),
  );

  app.get<{ Querystring: { id: string } }>(
    '/sys/quartzJob/queryById',
    { config: { permission: 'quartz:list' }, schema: { querystring: idQuery } },
    async (request) => {
      const job = await findJob(request.query.id);
      return job ? ok(job) : fail(quartzMessages.notFound);
    },
  );

  app.post<{ Body: JobBody }>(
    '/sys/quartzJob/add',
    { config: { permission: 'quartz:add' }, schema: { body: jobBodySchemas.add } },
    async (request) => {
      const body = request.body;
      const job: JobDefinition = {
        jobClassName: String(body.jobClassName).trim(),
        cronExpression: String(body.cronExpression).trim(),
        parameter: body.parameter ?? null,
        status: body.status ?? PAUSED,
      };
      const refusal = jobRefusal(job, app.clock());
      if (refusal) return fail(refusal);
      if (await classTaken(job.jobClassName)) return fail(quartzMessages.classTaken);
      const id = newId();
      await app.db
        .insertInto('sys_quartz_job')
        .values({
          id,
          ...job,
          description: body.description ?? null,
          delFlag: 0,
          createBy: requireCaller(request).username,
          createTime: formatDateTime(app.clock()),
          updateBy: null,
          updateTime: null,
        })
        .execute();
      applySchedule(id, job);
      return okMessage(quartzMessages.added);
    },
  );

  app.route<{ Body: JobBody & { id: string } }>({
    method: ['PUT', 'POST'],
    url: '/sys/quartzJob/edit',
    config: { permission: 'quartz:edit' },
    schema: { body: jobBodySchemas.edit },
    handler: async (request) => {
      const body = request.body;
      const current = await findJob(body.id);
      if (!current) return fail(quartzMessages.notFound);
      const job: JobDefinition = {
        jobClassName: body.jobClassName === undefined ? current.jobClassName : body.jobClassName.trim(),
        cronExpression: body.cronExpression === undefined ? current.cronExpression : body.cronExpression.trim(),
        parameter: body.parameter === undefined ? current.parameter : body.parameter,
        status: body.status ?? current.status,
      };
      const refusal = jobRefusal(job, app.clock());
      if (refusal) return fail(refusal);
      if (await classTaken(job.jobClassName, current.id)) return fail(quartzMessages.classTaken);
      await app.db
        .updateTable('sys_quartz_job')
        .set({
          ...job,
          ...(body.description === undefined ? {} : { description: body.description }),
          updateBy: requireCaller(request).username,
          updateTime: formatDateTime(app.clock()),
        })
        .where('id', '=', current.id)
        .execute();
      applySchedule(current.id, job);
      return okMessage(quartzMessages.edited);
    },
  });

  app.delete<{ Querystring: { id: string } }>(
    '/sys/quartzJob/delete',
    { config: { permission: 'quartz:delete' }, schema: { querystring: idQuery } },
    async (request) => {
      const result = await app.db.deleteFrom('sys_quartz_job').where('id', '=', request.query.id).executeTakeFirst();
      if (!Number(result.numDeletedRows)) return fail(quartzMessages.notFound);
      app.scheduler.unschedule(request.query.id);
      app.scheduler.announceChange([request.query.id]);
      return okMessage(quartzMessages.deleted);
    },
  );

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/quartzJob/deleteBatch',
    { config: { permission: 'quartz:batch_delete' }, schema: { querystring: idsQuery } },
    async (request) => {
      const ids = commaList(request.query.ids);
      if (!ids.length) return fail(quartzMessages.idsRequired);
      await app.db.deleteFrom('sys_quartz_job').where('id', 'in', ids).execute();
      for (const id of ids) app.scheduler.unschedule(id);
      app.scheduler.announceChange(ids);
      return okMessage(quartzMessages.batchDeleted);
    },
  );

  for (const [action, status, answer] of [
    ['pause', PAUSED, quartzMessages.paused],
    ['resume', RUNNING, quartzMessages.resumed],
  ] as const) {
    app.get<{ Querystring: { id: string } }>(
      `/sys/quartzJob/${action}`,
      { config: { permission: `quartz:${action}` }, schema: { querystring: idQuery } },
      async (request) => {
        const current = await findJob(request.query.id);
        if (!current) return fail(quartzMessages.jobMissing);
        const job: JobDefinition = { ...current, status };
        // A job stored before its class was removed, or that can no longer fire, stays paused.
        const refusal = status === RUNNING ? jobRefusal(job, app.clock()) : null;
        if (refusal) return fail(refusal);
        await app.db
          .updateTable('sys_quartz_job')
          .set({ status, updateBy: requireCaller(request).username, updateTime: formatDateTime(app.clock()) })
          .where('id', '=', current.id)
          .execute();
        applySchedule(current.id, job);
        return okMessage(answer);
      },
    );
  }

  app.get<{ Querystring: { id: string } }>(
    '/sys/quartzJob/execute',
    { config: { permission: 'quartz:execute' }, schema: { querystring: idQuery } },
    async (request) => {
      const job = await findJob(request.query.id);
      if (!job) return fail(quartzMessages.notFound);
      const run = await app.scheduler.runNow(job);
      if (!run) return fail(quartzMessages.alreadyRunning);
      return run.outcome === 'success'
        ? okMessage(quartzMessages.executed)
        : { ...fail(quartzMessages.executeFailed), result: run };
    },
  );
};
