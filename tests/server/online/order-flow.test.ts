import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../server/db';
import { orderMessages } from '../../../server/messages';
import { canTransition, ORDER_STATUS } from '../../../server/modules/online';
import { farmServer, newOrder, type FarmServer } from './farm-support';

let farm: FarmServer;
let driverId = '';

async function book(overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = (await farm.call('POST', '/farm/order/add', { payload: newOrder(overrides) })).json();
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

const order = async (id: string) => (await farm.get<Record<string, unknown>>(`/farm/order/queryById?id=${id}`)).result;
const edit = async (payload: Record<string, unknown>) =>
  (await farm.call('PUT', '/farm/order/edit', { payload })).json();
const transition = async (payload: Record<string, unknown>, token?: string) =>
  (await farm.call('PUT', '/farm/order/transition', { payload, token })).json();

beforeAll(async () => {
  farm = await farmServer();
  driverId = String((await farm.page('/farm/driver/list?pageSize=1')).records[0].id);
});
afterAll(() => farm.close());

describe('the order state flow', () => {
  it('goes booked -> dispatched -> in service -> done, and cancels only from booked or dispatched', () => {
    const { booked, dispatched, inService, done, cancelled } = ORDER_STATUS;
    const allowed = [
      [booked, dispatched],
      [dispatched, inService],
      [inService, done],
      [booked, cancelled],
      [dispatched, cancelled],
    ];
    for (const from of Object.values(ORDER_STATUS)) {
      for (const to of Object.values(ORDER_STATUS)) {
        expect(canTransition(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
      }
    }
  });
});

describe('a new order', () => {
  it('starts booked and unpaid, with a number and an amount of area times price', async () => {
    const stored = await order(await book());
    expect(stored).toMatchObject({ status: '1', status_dictText: '待接单', payStatus: '0', amount: 4500 });
    expect(String(stored.orderNo)).toMatch(/^DD20240920\d{6}$/);
  });

  it('cannot be created in another state', async () => {
    const answer = (await farm.call('POST', '/farm/order/add', { payload: newOrder({ status: '4' }) })).json();
    expect(answer).toMatchObject({ success: false, message: orderMessages.newOrderMustBeBooked });
  });
});

describe('an edit that changes the state', () => {
  it('is refused when the flow does not lead there, naming both states', async () => {
    const id = await book();
    expect(await edit({ id, status: '3' })).toMatchObject({
      success: false,
      message: orderMessages.refusedTransition('待接单', '作业中'),
    });
    expect((await order(id)).status).toBe('1');
  });

  it('dispatches only to a driver, and stamps each step with its time', async () => {
    const id = await book();
    expect((await edit({ id, status: '2' })).message).toBe(orderMessages.dispatchNeedsDriver);
    expect((await edit({ id, status: '2', driverId })).success).toBe(true);
    farm.server.clock.advance(3_600_000);
    expect((await edit({ id, status: '3' })).success).toBe(true);
    farm.server.clock.advance(3_600_000);
    expect((await edit({ id, status: '4' })).success).toBe(true);
    const done = await order(id);
    expect(done).toMatchObject({
      status: '4',
      driverId,
      finishTime: formatDateTime(farm.server.clock.now),
      startTime: formatDateTime(farm.server.clock.now - 3_600_000),
    });
    expect(await edit({ id, status: '5' })).toMatchObject({
      success: false,
      message: orderMessages.refusedTransition('已完成', '已取消'),
    });
  });

  it('ignores the stamps a form sends back', async () => {
    const id = await book();
    await edit({ id, remark: '改约', dispatchTime: '2000-01-01 00:00:00' });
    expect(await order(id)).toMatchObject({ remark: '改约', dispatchTime: null });
  });
});

describe('the transition endpoint', () => {
  it('moves an order along the flow by action', async () => {
    const id = await book();
    expect(await transition({ id, action: 'dispatch', driverId })).toMatchObject({
      success: true,
      message: orderMessages.transitionSucceeded('已接单'),
    });
    const cancelled = await farm.call('POST', '/farm/order/transition', {
      payload: { id, action: 'cancel', cancelReason: '天气原因改期' },
    });
    expect(cancelled.json()).toMatchObject({ success: true, message: orderMessages.transitionSucceeded('已取消') });
    expect(await order(id)).toMatchObject({ status: '5', cancelReason: '天气原因改期', driverId });
    expect((await transition({ id, action: 'start' })).message).toBe(
      orderMessages.refusedTransition('已取消', '作业中'),
    );
  });

  it('refuses an unknown action and callers without the transition button', async () => {
    const id = await book();
    const unknown = await farm.call('PUT', '/farm/order/transition', { payload: { id, action: 'teleport' } });
    expect(unknown.json()).toMatchObject({ success: false, code: 500 });
    const guest = await farm.tokenOf('wujiu');
    expect((await transition({ id, action: 'dispatch', driverId }, guest)).code).toBe(510);
    expect((await order(id)).status).toBe('1');
  });
});
