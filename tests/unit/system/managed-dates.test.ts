import { describe, expect, it } from 'vitest';
import { dateTimeToPicker, dateToPicker } from '../../../console/pages/system/managed/date-input-value';
import type { ManagedField } from '../../../console/pages/system/managed/managed-fields';
import { managedBody, managedErrors, managedValues } from '../../../console/pages/system/managed/managed-form';

const FIELDS: ManagedField[] = [
  { key: 'beginDate', label: 'system.tenant.beginDate', kind: 'datetime' },
  { key: 'endDate', label: 'system.tenant.endDate', kind: 'datetime', required: true },
];

describe('date and date-time values between the pickers and the server', () => {
  it('shows stored values in the formats of the pickers', () => {
    expect(dateToPicker('2027-01-01 00:00:00')).toBe('2027-01-01');
    expect(dateToPicker('2027-01-01')).toBe('2027-01-01');
    expect(dateTimeToPicker('2027-01-01 18:30:05')).toBe('2027-01-01 18:30:05');
    expect(dateTimeToPicker('2027-01-01')).toBe('2027-01-01 00:00:00');
    expect(dateTimeToPicker('')).toBe('');
  });

  it('refuses a date-time that is not YYYY-MM-DD HH:mm:ss and sends a good one as it is', () => {
    const values = { ...managedValues(FIELDS, null), beginDate: '2027-01-01', endDate: '' };
    expect(managedErrors(FIELDS, values, false)).toEqual({ beginDate: 'datetime', endDate: 'required' });
    const good = { beginDate: '2026-01-01 08:00:00', endDate: '2027-01-01 18:30:00' };
    expect(managedErrors(FIELDS, good, false)).toEqual({});
    expect(managedBody(FIELDS, good, null)).toEqual(good);
  });
});
