import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmServer, type FarmServer } from './farm-support';

interface DeclaredField {
  name: string;
  view: string;
  required?: boolean;
  length?: number;
  min?: number;
  patternRegex?: string;
  patternMessage?: string;
  refPath?: string;
  refLabel?: string;
  unique?: boolean;
  duplicateCheck?: boolean;
}
interface Declaration {
  code: string;
  path: string;
  title: string;
  fields: DeclaredField[];
  dictOptions: Record<string, { value: string; text: string }[]>;
}

let farm: FarmServer;

beforeAll(async () => {
  farm = await farmServer();
});
afterAll(() => farm.close());

describe('GET /farm/declaration/:code', () => {
  it('gives the list page the route segment, the fields with their rules and the dictionaries', async () => {
    const answer = await farm.get<Declaration>('/farm/declaration/farm_order');
    expect(answer.success).toBe(true);
    const declaration = answer.result;
    expect(declaration).toMatchObject({ code: 'farm_order', path: 'order', title: '农机订单' });
    const field = (name: string) => declaration.fields.find((candidate) => candidate.name === name);
    expect(field('farmerPhone')).toMatchObject({ required: true, length: 20, patternRegex: '^1[34578]\\d{9}$' });
    expect(field('farmerPhone')?.patternMessage).toBeTruthy();
    expect(field('workArea')).toMatchObject({ min: 0.1, view: 'number' });
    expect(field('driverId')).toMatchObject({ view: 'sel_search', refPath: 'driver' });
    expect(field('status')?.view).toBe('list');
    expect(field('orderNo')).toMatchObject({ unique: true, duplicateCheck: true });
    expect(declaration.dictOptions.farm_order_status.map((item) => item.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('asks the duplicate check only for unique columns it answers for (not personal data)', async () => {
    const farmer = (await farm.get<Declaration>('/farm/declaration/farm_farmer')).result;
    const idCard = farmer.fields.find((candidate) => candidate.name === 'idCard');
    expect(idCard).toMatchObject({ unique: true, duplicateCheck: false });
  });

  it('refuses an unknown code with a message naming it', async () => {
    const answer = await farm.get('/farm/declaration/farm_nothing');
    expect(answer.success).toBe(false);
    expect(answer.message).toContain('farm_nothing');
  });

  it('needs the resource list button', async () => {
    const answer = await farm.get('/farm/declaration/farm_order', await farm.tokenOf('wujiu'));
    expect(answer.success).toBe(false);
    expect(answer.code).toBe(510);
  });
});
