import type { FastifyPluginAsync } from 'fastify';
import type WebSocket from 'ws';
import { requireCaller } from '../../http';
import { pushMessages } from '../../messages';
import type { ConnectionRegistry } from './connection-registry';
import { closeOnError, identifySocketCaller, POLICY_VIOLATION, stillSignedIn } from './socket-caller';

/** The text JeecgBoot's notice clients send every 20 s. */
const HEARTBEAT = 'HeartBeat';
const HEARTBEAT_ANSWER = JSON.stringify({ cmd: 'heartcheck', msgTxt: pushMessages.heartbeatAnswer });

/**
 * `/websocket/:userId`: the notice channel of the bell. The connection belongs to the token's
 * user; a path naming anyone else is closed with 1008 (JeecgBoot trusted the path, so anyone could
 * listen to anyone's notices). `HeartBeat` is answered `{ cmd: 'heartcheck' }` to that connection
 * only, once the session is confirmed to still hold; other frames are ignored.
 */
export const noticeChannel: FastifyPluginAsync<{ notices: ConnectionRegistry }> = async (app, { notices }) => {
  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    { websocket: true, config: { public: true }, preHandler: identifySocketCaller(app) },
    (socket: WebSocket, request) => {
      const { userId } = requireCaller(request);
      if (request.params.userId !== userId) return socket.close(POLICY_VIOLATION, pushMessages.wrongUser);
      if (!notices.add(userId, socket)) return socket.close(POLICY_VIOLATION, pushMessages.tooManyConnections);
      socket.on('close', () => notices.remove(userId, socket));
      const answer = async (data: WebSocket.Data, isBinary?: boolean) => {
        if (isBinary === true || data.toString().trim() !== HEARTBEAT) return;
        if (!(await stillSignedIn(app, request, userId)))
          return socket.close(POLICY_VIOLATION, pushMessages.sessionEnded);
        socket.send(HEARTBEAT_ANSWER);
      };
      socket.on('message', (data: WebSocket.Data, isBinary?: boolean) =>
        answer(data, isBinary).catch((error: unknown) => closeOnError(request, socket, error)),
      );
    },
  );
};
