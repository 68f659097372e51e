import { describe, expect, it } from 'vitest';
import { newPageId, tableChannelUrl } from '../../../elements/grid/model/table-sync-url';

describe('the table channel address', () => {
  it('follows the page scheme and the API base path', () => {
    expect(tableChannelUrl('http://farm.test:3000', '/farm-machine/', 'u 1', 'p1')).toBe(
      'ws://farm.test:3000/farm-machine/vxeSocket/u%201/p1',
    );
    expect(tableChannelUrl('https://farm.test', '/jeecg-boot', 'u1', 'p1')).toBe(
      'wss://farm.test/jeecg-boot/vxeSocket/u1/p1',
    );
  });

  it('names the tenant the HTTP client works in, and none before one is chosen (as a JeecgBoot client connects)', () => {
    expect(tableChannelUrl('http://farm.test', '/farm-machine', 'u1', 'p1', 2)).toBe(
      'ws://farm.test/farm-machine/vxeSocket/u1/p1?tenantId=2',
    );
    expect(tableChannelUrl('https://farm.test', '/farm-machine', 'u1', 'p1', '1')).toBe(
      'wss://farm.test/farm-machine/vxeSocket/u1/p1?tenantId=1',
    );
    for (const none of [0, '0', '', null, undefined, 'abc', -1, 1.5]) {
      expect(tableChannelUrl('http://farm.test', '/farm-machine', 'u1', 'p1', none)).toBe(
        'ws://farm.test/farm-machine/vxeSocket/u1/p1',
      );
    }
  });

  it('makes page ids the server accepts', () => {
    expect(newPageId(() => '0f8e-4a{x}')).toBe('0f8e-4ax');
    expect(newPageId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
