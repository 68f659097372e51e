import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineMessages, orderMessages } from '../../../server/messages';
import { farmServer, type FarmServer } from './farm-support';

let farm: FarmServer;
let driverId = '';

const STATUS_TEXT: Record<string, string> = {
  '1': '待接单',
  '2': '已接单',
  '3': '作业中',
  '4': '已完成',
  '5': '已取消',
};
const ACTION_TO: Record<string, string> = { dispatch: '2', start: '3', finish: '4', cancel: '5' };
/** The actions that lead from each state to the next (the flow: booked -> dispatched -> in service -> done, cancel from booked or dispatched). */
const LEGAL: Record<string, readonly string[]> = {
  '1': ['dispatch', 'cancel'],
  '2': ['start', 'cancel'],
  '3': ['finish'],
  '4': [],
  '5': [],
};
/** How an order is brought to each state through the endpoint. */
const PATH_TO: Record<string, readonly string[]> = {
  '1': [],
  '2': ['dispatch'],
  '3': ['dispatch', 'start'],
  '4': ['dispatch', 'start', 'finish'],
  '5': ['cancel'],
};

async function transition(id: string, action: string) {
  return (await farm.call('PUT', '/farm/order/transition', { payload: { id, action, driverId } })).json();
}

async function orderIn(status: string): Promise<string> {
  const payload = {
    farmerName: '钱满仓',
    farmerPhone: '13912345678',
    province: '山东省',
    city: '德州市',
    machineType: '2',
    workType: '7',
    workArea: 20,
    orderDate: '2024-10-01',
  };
  const added = (await farm.call('POST', '/farm/order/add', { payload })).json();
  if (!added.success) throw new Error(added.message);
  for (const action of PATH_TO[status]) {
    const moved = await transition(added.result, action);
    if (!moved.success) throw new Error(moved.message);
  }
  return added.result;
}

async function statusOf(id: string): Promise<string> {
  return String((await farm.get<Record<string, unknown>>(`/farm/order/queryById?id=${id}`)).result.status);
}

beforeAll(async () => {
  farm = await farmServer();
  driverId = String((await farm.page('/farm/driver/list?pageSize=1')).records[0].id);
});
afterAll(() => farm.close());

describe('every transition through /farm/order/transition', () => {
  for (const from of Object.keys(STATUS_TEXT)) {
    for (const action of Object.keys(ACTION_TO)) {
      const to = ACTION_TO[action];
      const legal = LEGAL[from].includes(action);
      it(`${action} from ${STATUS_TEXT[from]} is ${legal ? 'allowed' : 'refused'}`, async () => {
        const id = await orderIn(from);
        const answer = await transition(id, action);
        if (legal) {
          expect(answer).toMatchObject({ success: true, message: orderMessages.transitionSucceeded(STATUS_TEXT[to]) });
          expect(await statusOf(id)).toBe(to);
        } else {
          expect(answer).toMatchObject({
            success: false,
            message: orderMessages.refusedTransition(STATUS_TEXT[from], STATUS_TEXT[to]),
          });
          expect(await statusOf(id)).toBe(from);
        }
      });
    }
  }
});

describe('what a transition carries', () => {
  it('dispatches to the chosen driver and refuses a driver that does not exist, keeping the order booked', async () => {
    const id = await orderIn('1');
    const unknown = (
      await farm.call('PUT', '/farm/order/transition', {
        payload: { id, action: 'dispatch', driverId: 'no-such-driver' },
      })
    ).json();
    expect(unknown).toMatchObject({
      success: false,
      message: onlineMessages.unknownReference('机手', 'no-such-driver'),
    });
    expect(await statusOf(id)).toBe('1');
    expect((await transition(id, 'dispatch')).success).toBe(true);
    const stored = (await farm.get<Record<string, unknown>>(`/farm/order/queryById?id=${id}`)).result;
    expect(stored).toMatchObject({ status: '2', driverId });
  });

  it('keeps the reason a cancel gives', async () => {
    const id = await orderIn('1');
    const answer = (
      await farm.call('PUT', '/farm/order/transition', { payload: { id, action: 'cancel', cancelReason: '农户改期' } })
    ).json();
    expect(answer.success).toBe(true);
    expect((await farm.get<Record<string, unknown>>(`/farm/order/queryById?id=${id}`)).result).toMatchObject({
      status: '5',
      cancelReason: '农户改期',
    });
  });
});
