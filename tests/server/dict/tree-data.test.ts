import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictMessages } from '../../../server/messages';
import { expectNoSecrets, startServer, type Answer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login('lisi');
});
afterAll(() => server.close());

interface Node {
  key: string;
  title: string;
  value: string;
  parentId: string | null;
  leaf: boolean;
}

async function tree(params: Record<string, string>): Promise<{ status: number; answer: Answer<Node[]> }> {
  const response = await server.call({
    method: 'GET',
    url: `/sys/dict/loadTreeData?${new URLSearchParams(params)}`,
    token,
  });
  expectNoSecrets(response.body);
  return { status: response.statusCode, answer: response.json<Answer<Node[]>>() };
}

const DEPARTS = { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' };
const CATEGORIES = {
  tableName: 'sys_category',
  text: 'name',
  code: 'code',
  pidField: 'pid',
  hasChildField: 'has_child',
};

describe('loadTreeData: one level of a tree kept in a table', () => {
  it('answers the roots (an empty parent) when no pid is given', async () => {
    const { answer } = await tree(DEPARTS);
    expect(answer.result).toEqual([
      {
        key: 'dep-root',
        title: '丰收农机服务有限公司',
        label: '丰收农机服务有限公司',
        value: 'dep-root',
        parentId: null,
        leaf: false,
      },
    ]);
  });

  it('answers the children of pid; without hasChildField a node is a leaf when nothing hangs below it', async () => {
    const { answer } = await tree({ ...DEPARTS, pid: 'dep-service' });
    expect(answer.result.map((node) => [node.title, node.leaf])).toEqual([
      ['东区维修站', true],
      ['西区维修站', true],
    ]);
    expect(answer.result.every((node) => node.parentId === 'dep-service')).toBe(true);
  });

  it('reads hasChildField as "has children" (\'1\') by default', async () => {
    const { answer } = await tree({ ...CATEGORIES, pid: '0' });
    expect(answer.result.map((node) => [node.title, node.leaf])).toEqual([
      ['作物', false],
      ['农机类别', false],
    ]);
  });

  it('reads hasChildField as "is leaf" with converIsLeafVal=0', async () => {
    const { answer } = await tree({ ...CATEGORIES, pid: '0', converIsLeafVal: '0' });
    expect(answer.result.map((node) => node.leaf)).toEqual([true, true]);
  });
});

describe('loadTreeData: condition, a JSON object of field -> value', () => {
  it('keeps only the rows whose fields equal the values', async () => {
    const { answer } = await tree({ ...DEPARTS, pid: 'dep-root', condition: JSON.stringify({ org_category: '1' }) });
    expect(answer.result.map((node) => node.title).sort()).toEqual(['山东分公司', '河南分公司', '黑龙江分公司'].sort());
  });

  it("refuses a condition that is not a JSON object with the spec's message", async () => {
    for (const condition of ['org_category=1', '[1]', '"x"', 'null']) {
      const { status, answer } = await tree({ ...DEPARTS, condition });
      expect(status).toBe(200);
      expect(answer).toMatchObject({ success: false, message: dictMessages.conditionNotJson });
    }
  });

  it('refuses a value that is an object or a list', async () => {
    const { answer } = await tree({ ...DEPARTS, condition: JSON.stringify({ org_category: { $ne: '1' } }) });
    expect(answer).toMatchObject({ success: false, message: dictMessages.conditionValue('org_category') });
  });
});

describe('loadTreeData: parameters', () => {
  it('needs tableName, text, code and pidField', async () => {
    const { answer } = await tree({ tableName: 'sys_depart', text: 'depart_name', code: 'id' });
    expect(answer).toMatchObject({ success: false, message: dictMessages.badTreeParams });
  });
});
