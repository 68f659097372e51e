import { describe, expect, it } from 'vitest';
import { clientWith } from './client-fixture';
import { ok } from './fake-backend';

describe('identical GETs in flight can share one request (optional)', () => {
  it('sends one request for identical concurrent GETs when switched on, each caller getting the answer', async () => {
    const { client, requests } = clientWith(() => ok([1]), { dedupeGets: true });
    const answers = await Promise.all([client.getAction('/list', { a: 1 }), client.getAction('/list', { a: 1 })]);
    expect(requests).toHaveLength(1);
    expect(answers.map((answer) => answer.result)).toEqual([[1], [1]]);
  });

  it('still sends different GETs, POSTs and later GETs', async () => {
    const { client, requests } = clientWith(() => ok(), { dedupeGets: true });
    await Promise.all([client.getAction('/list', { a: 1 }), client.getAction('/list', { a: 2 })]);
    await Promise.all([client.postAction('/add', {}), client.postAction('/add', {})]);
    await client.getAction('/list', { a: 1 });
    expect(requests).toHaveLength(5);
  });

  it('is off by default', async () => {
    const { client, requests } = clientWith(() => ok());
    await Promise.all([client.getAction('/list'), client.getAction('/list')]);
    expect(requests).toHaveLength(2);
  });
});
