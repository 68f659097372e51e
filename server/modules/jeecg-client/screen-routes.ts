import type { FastifyPluginAsync } from 'fastify';

/** The console's full-window data screens, by the name the menu address carries. */
const SCREENS: Readonly<Record<string, string>> = { map: '/map/dataScreen', yield: '/yield/dataScreen' };

/**
 * `GET /bigScreen/{map|yield}`: the data screens' menu address on the API server
 * (`{{ window._CONFIG['domianURL'] }}/bigScreen/map`, the shape of JeecgBoot's big-screen menus,
 * which the stock client opens in a new window), sent on to the console's screen. Public: a new
 * window carries no token header, and the screen itself asks for a sign-in; the answer is a
 * redirect to a fixed path of this site, never to an address taken from the request.
 */
export const screenRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { screen: string } }>(
    '/bigScreen/:screen',
    {
      config: { public: true },
      schema: {
        params: {
          type: 'object',
          properties: { screen: { type: 'string', enum: Object.keys(SCREENS) } },
          required: ['screen'],
        },
      },
    },
    async (request, reply) => {
      const screen = SCREENS[request.params.screen];
      return screen ? reply.redirect(screen, 302) : reply.callNotFound();
    },
  );
};
