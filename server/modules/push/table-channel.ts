import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type WebSocket from 'ws';
import { chooseTenant, type TenantChoice } from '../../access';
import { requireCaller } from '../../http';
import { pushMessages } from '../../messages';
import type { ConnectionRegistry } from './connection-registry';
import type { FanOut } from './fan-out';
import { closeOnError, currentCaller, identifySocketCaller, POLICY_VIOLATION, requestedTenant } from './socket-caller';
import { parseTableFrame, tableMessage, TableFrameType } from './table-frames';

/** JVxeTable's page id is a random UUID per browser page. */
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The tenant each handshake asked for, chosen before the upgrade (the socket handler must attach
 * its listeners at once, or the first frames are lost).
 */
const tenantChoices = new WeakMap<FastifyRequest, TenantChoice>();

/** After the caller is known: the tenant the connection works in, checked as the caller hook checks `tenant-id`. */
function chooseSocketTenant(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    tenantChoices.set(
      request,
      await chooseTenant(app.db, app.grants, requireCaller(request).tenantIds, requestedTenant(request)),
    );
  };
}

/**
 * `/vxeSocket/:userId/:pageId`: live row updates between editable grids. As in JeecgBoot, an
 * `update_vxe_table` frame goes to every open table connection, the sender's included (other
 * grids on its page share the connection; each grid skips its own `caseId`), but only to those of
 * the sender's tenant, on every instance of the server (fan-out.ts): the rows are tenant data. A connection's tenant is chosen at the handshake
 * (`?tenantId=`, else the user's first active tenant); one that is not the user's is closed with
 * 1008. Only the checked `{ socketKey, args: [row, caseId] }` is forwarded, never the frame as
 * received; frames are bounded by the server's `maxPayload`. `heart_beat` is answered to the
 * sender alone. Each frame is acted on only while the token's session still holds and the tenant
 * is still the user's.
 */
export const tableChannel: FastifyPluginAsync<{ tables: ConnectionRegistry; frames: FanOut }> = async (
  app,
  { tables, frames },
) => {
  app.get<{ Params: { userId: string; pageId: string } }>(
    '/vxeSocket/:userId/:pageId',
    { websocket: true, config: { public: true }, preHandler: [identifySocketCaller(app), chooseSocketTenant(app)] },
    (socket: WebSocket, request) => {
      const { userId } = requireCaller(request);
      if (request.params.userId !== userId) return socket.close(POLICY_VIOLATION, pushMessages.wrongUser);
      if (!PAGE_ID.test(request.params.pageId)) return socket.close(POLICY_VIOLATION, pushMessages.badPageId);
      const tenant = tenantChoices.get(request);
      if (!tenant || 'refused' in tenant) return socket.close(POLICY_VIOLATION, tenant?.refused);
      const { tenantId } = tenant;
      if (!tables.add(userId, socket, tenantId)) return socket.close(POLICY_VIOLATION, pushMessages.tooManyConnections);
      socket.on('close', () => tables.remove(userId, socket));
      const answer = async (data: WebSocket.Data, isBinary?: boolean) => {
        const frame = isBinary === true ? null : parseTableFrame(data.toString());
        if (!frame) return;
        const caller = await currentCaller(app, request, userId);
        if (!caller) return socket.close(POLICY_VIOLATION, pushMessages.sessionEnded);
        const stillHeld = await chooseTenant(app.db, app.grants, caller.tenantIds, tenantId);
        if ('refused' in stillHeld) return socket.close(POLICY_VIOLATION, stillHeld.refused);
        if (frame.type === TableFrameType.updateTable)
          await frames.publish({ tenantId }, tableMessage(TableFrameType.updateTable, frame.data));
        else socket.send(tableMessage(TableFrameType.heartbeat, true));
      };
      socket.on('message', (data: WebSocket.Data, isBinary?: boolean) =>
        answer(data, isBinary).catch((error: unknown) => closeOnError(request, socket, error)),
      );
    },
  );
};
