import type { FastifyPluginAsync } from 'fastify';
import { ApiError, okMessage } from '../../../http';
import { orderMessages } from '../../../messages';
import { dictTexts } from '../../dict';
import { findRecord } from '../records/store';
import { editRecord } from '../records/write-record';
import { orderResource } from '../../../resources/orders';
import { recordScopeOf } from '../scope/record-scope';
import { auditOf, permissionCode } from '../routes/caller-grants';
import { canTransition, ORDER_ACTIONS, type OrderAction } from './order-flow';

interface TransitionBody {
  id: string;
  /** One of ORDER_ACTIONS: the body schema's enum refuses any other. */
  action: OrderAction;
  driverId?: string;
  cancelReason?: string;
}

const transitionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'action'],
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 32 },
    action: { type: 'string', enum: Object.keys(ORDER_ACTIONS) },
    driverId: { type: 'string', maxLength: 32 },
    cancelReason: { type: 'string', maxLength: 200 },
  },
} as const;

/** The transition button: moving an order along its flow without editing it. */
export const ORDER_TRANSITION_PERMISSION = permissionCode(orderResource.permission, 'transition');

/**
 * `PUT|POST /farm/order/transition { id, action: dispatch|start|finish|cancel, driverId?,
 * cancelReason? }`: the same checks as an edit that changes the state (the flow, a driver to
 * dispatch to), with its own button code.
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  app.route<{ Body: TransitionBody }>({
    method: ['PUT', 'POST'],
    url: '/farm/order/transition',
    config: { permission: ORDER_TRANSITION_PERMISSION },
    schema: { body: transitionSchema },
    handler: async (request) => {
      const { id, action, driverId, cancelReason } = request.body;
      const status = ORDER_ACTIONS[action];
      const statusTexts = (await dictTexts(app.db, ['farm_order_status'])).get('farm_order_status');
      const text = (value: string) => statusTexts?.get(value) ?? value;
      // An edit may keep the state; an action must move it (repeating one is refused, not reported as done).
      const scope = await recordScopeOf(app, request, orderResource);
      const stored = await findRecord(app.db, orderResource, id, scope);
      const from = String(stored?.status ?? '');
      if (stored && !canTransition(from, status))
        throw new ApiError(orderMessages.refusedTransition(text(from), text(status)));
      const changes = { id, status, ...(driverId ? { driverId } : {}), ...(cancelReason ? { cancelReason } : {}) };
      await editRecord(app.db, orderResource, changes, await auditOf(app, request), scope);
      return okMessage(orderMessages.transitionSucceeded(text(status)));
    },
  });
};
