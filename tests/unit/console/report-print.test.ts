import { describe, expect, it } from 'vitest';
import { reportPrintAddress } from '../../../console/pages/online-report/report-print';
import { reportPrintParams, REPORT_OWN_ORDER } from '../../../console/pages/online-report/report-request';

describe('the report page’s 打印', () => {
  it('asks for the rows the list shows: the applied query without empty values, the sort, no paging', () => {
    expect(
      reportPrintParams({
        query: { realname: '王*', drivingYears_begin: 3, province: '', cooperativeId: undefined },
        sort: { column: 'drivingYears', order: 'desc' },
      }),
    ).toEqual({
      realname: '王*',
      drivingYears_begin: '3',
      column: 'drivingYears',
      order: 'desc',
    });
    expect(reportPrintParams({ query: {}, sort: REPORT_OWN_ORDER })).toEqual({});
  });

  it('opens the print address with id and ticket, never a token', () => {
    expect(reportPrintAddress({ id: 'rp-farm-driver', ticket: 'abc_DEF-123' }, '/jeecg-boot')).toBe(
      '/jeecg-boot/online/cgreport/api/print?id=rp-farm-driver&ticket=abc_DEF-123',
    );
  });
});
