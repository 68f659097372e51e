import type { FastifyPluginAsync } from 'fastify';
import { farmResources, partsOf, type ResourceSpec } from '../../../resources';
import { permissionCode, type ResourceAction } from './caller-grants';
import { resourceHandlers } from './resource-handlers';

type Query = Record<string, unknown>;

/** An export may send its parameters in the query (GET) or as a JSON body (POST). */
function exportParameters(query: unknown, body: unknown): Query {
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? (body as Query) : {};
  return { ...(query as Query), ...fromBody };
}

/** The route segment reading one kind of a master's parts: `queryMeetingAttendeesByMainId`. */
function partsQueryName(part: ResourceSpec): string {
  return `query${part.path.charAt(0).toUpperCase()}${part.path.slice(1)}ByMainId`;
}

/**
 * The per-resource routes the console's list pages call, JeecgBoot's generated-controller
 * shape: `/farm/<path>/list|queryById|add|edit|delete|deleteBatch|exportXls|importExcel`, each
 * guarded by the resource's button code `<prefix>:<action>`. A master also reads its parts at
 * `/farm/<path>/query<PartPath>ByMainId?id=` with its own list button, as a one-to-many
 * controller does; its add and edit save the parts too (records/write-parts.ts).
 */
export const farmRoutes: FastifyPluginAsync = async (app) => {
  const handle = resourceHandlers(app);
  const register = (resource: ResourceSpec) => {
    const base = `/farm/${resource.path}`;
    const can = (action: ResourceAction) => ({ config: { permission: permissionCode(resource.permission, action) } });
    app.get<{ Querystring: Query }>(`${base}/list`, can('list'), (request) =>
      handle.list(resource, request.query, request),
    );
    app.get<{ Querystring: Query }>(`${base}/queryById`, can('list'), (request) =>
      handle.queryById(resource, request.query.id, request),
    );
    for (const part of partsOf(resource)) {
      app.get<{ Querystring: Query }>(`${base}/${partsQueryName(part)}`, can('list'), (request) =>
        handle.partsByMainId(part, request.query.id, request),
      );
    }
    app.post(`${base}/add`, can('add'), (request) => handle.add(resource, request));
    app.route({
      method: ['PUT', 'POST'],
      url: `${base}/edit`,
      ...can('edit'),
      handler: (request) => handle.edit(resource, request),
    });
    app.delete<{ Querystring: Query }>(`${base}/delete`, can('delete'), (request) =>
      handle.remove(resource, request.query.id, false, request),
    );
    app.delete<{ Querystring: Query }>(`${base}/deleteBatch`, can('batch_delete'), (request) =>
      handle.remove(resource, request.query.ids, true, request),
    );
    app.route({
      method: ['GET', 'POST'],
      url: `${base}/exportXls`,
      ...can('export'),
      handler: (request, reply) =>
        handle.exportXls(resource, exportParameters(request.query, request.body), reply, request),
    });
    app.post(`${base}/importExcel`, can('import'), (request) => handle.importExcel(resource, request));
  };
  farmResources.forEach(register);
};
