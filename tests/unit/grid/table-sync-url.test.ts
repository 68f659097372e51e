import { describe, expect, it } from 'vitest';
import { newPageId, tableChannelUrl } from '../../../elements/grid/model/table-sync-url';

describe('the table channel address', () => {
  it('follows the page scheme and the API base path', () => {
    expect(tableChannelUrl('http://farm.test:3000', '/farm-machine/', 'u 1', 'p1')).toBe('ws://farm.test:3000/farm-machine/vxeSocket/u%201/p1');
    expect(tableChannelUrl('https://farm.test', '/jeecg-boot', 'u1', 'p1')).toBe('wss://farm.test/jeecg-boot/vxeSocket/u1/p1');
  });

  it('makes page ids the server accepts', () => {
    expect(newPageId(() => '0f8e-4a{x}')).toBe('0f8e-4ax');
    expect(newPageId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
