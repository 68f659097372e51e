import { describe, expect, it } from 'vitest';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../../server/security';

describe('stored passwords', () => {
  it('are scrypt hashes at N=16384, r=8, p=1 with a salt of their own', async () => {
    const first = await hashPassword('Farm-Pass-2026');
    const second = await hashPassword('Farm-Pass-2026');
    expect(first.password).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{128}$/);
    expect(first.salt).not.toBe(second.salt);
    expect(first.password).not.toBe(second.password);
    expect(await verifyPassword('Farm-Pass-2026', first)).toBe(true);
    expect(await verifyPassword('Farm-Pass-2025', first)).toBe(false);
  });

  // What lets the cost be raised without locking anyone out, and the test suites' seeded
  // accounts be stored cheaply: a hash is checked at the cost written in it.
  it('are checked at the cost the hash names', async () => {
    const stored = await hashPassword('Farm-Pass-2026', 1024);
    expect(stored.password).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Farm-Pass-2026', stored)).toBe(true);
    expect(await verifyPassword('farm-pass-2026', stored)).toBe(false);
  });

  it('refuse a hash of another scheme', async () => {
    const stored = await hashPassword('Farm-Pass-2026');
    const other = { ...stored, password: stored.password.replace(/^scrypt/, 'bcrypt') };
    expect(await verifyPassword('Farm-Pass-2026', other)).toBe(false);
  });

  it('answer an unknown account as a wrong password', async () => {
    expect(await verifyDecoyPassword('Farm-Pass-2026')).toBe(false);
  });
});
