import { describe, expect, it } from 'vitest';
import { unknownPathTarget } from '../../../console/session';

describe('where an address no route of the user takes leads', () => {
  const denied = ['/isystem/role', '/monitor/dataLog', '/online/cgreport/:code'];

  it('is 403 for a page that exists but is not granted, parametrised routes included', () => {
    expect(unknownPathTarget('/isystem/role', denied)).toBe('/403');
    expect(unknownPathTarget('/isystem/role/', denied)).toBe('/403');
    expect(unknownPathTarget('/online/cgreport/farm_order_stat', denied)).toBe('/403');
  });

  it("is 403 at JeecgBoot's own address of the page", () => {
    expect(unknownPathTarget('/exception/403', [])).toBe('/403');
  });

  it('is 404 for an address that names nothing', () => {
    expect(unknownPathTarget('/isystem/roles', denied)).toBe('/404');
    expect(unknownPathTarget('/online/cgreport', denied)).toBe('/404');
    expect(unknownPathTarget('/', [])).toBe('/404');
  });
});
