import type { FastifyPluginAsync } from 'fastify';
import type WebSocket from 'ws';
import { requireCaller } from '../../http';
import { pushMessages } from '../../messages';
import type { ConnectionRegistry } from './connection-registry';
import { closeOnError, identifySocketCaller, POLICY_VIOLATION, stillSignedIn } from './socket-caller';
import { parseTableFrame, tableMessage, TableFrameType } from './table-frames';

/** JVxeTable's page id is a random UUID per browser page. */
const PAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/vxeSocket/:userId/:pageId`: live row updates between editable grids. As in JeecgBoot, an
 * `update_vxe_table` frame goes to every open table connection, the sender's included (other
 * grids on its page share the connection; each grid skips its own `caseId`). Only the checked
 * `{ socketKey, args: [row, caseId] }` is forwarded, never the frame as received; frames are
 * bounded by the server's `maxPayload`. `heart_beat` is answered to the sender alone. Each frame
 * is acted on only while the token's session still holds.
 */
export const tableChannel: FastifyPluginAsync<{ tables: ConnectionRegistry }> = async (app, { tables }) => {
  app.get<{ Params: { userId: string; pageId: string } }>(
    '/vxeSocket/:userId/:pageId',
    { websocket: true, config: { public: true }, preHandler: identifySocketCaller(app) },
    (socket: WebSocket, request) => {
      const { userId } = requireCaller(request);
      if (request.params.userId !== userId) return socket.close(POLICY_VIOLATION, pushMessages.wrongUser);
      if (!PAGE_ID.test(request.params.pageId)) return socket.close(POLICY_VIOLATION, pushMessages.badPageId);
      if (!tables.add(userId, socket)) return socket.close(POLICY_VIOLATION, pushMessages.tooManyConnections);
      socket.on('close', () => tables.remove(userId, socket));
      const answer = async (data: WebSocket.Data, isBinary?: boolean) => {
        const frame = isBinary === true ? null : parseTableFrame(data.toString());
        if (!frame) return;
        if (!(await stillSignedIn(app, request, userId))) return socket.close(POLICY_VIOLATION, pushMessages.sessionEnded);
        if (frame.type === TableFrameType.updateTable) tables.sendToAll(tableMessage(TableFrameType.updateTable, frame.data));
        else socket.send(tableMessage(TableFrameType.heartbeat, true));
      };
      socket.on('message', (data: WebSocket.Data, isBinary?: boolean) => answer(data, isBinary).catch((error: unknown) => closeOnError(request, socket, error)));
    },
  );
};
