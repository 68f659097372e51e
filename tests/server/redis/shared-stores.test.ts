import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LIFETIME_MS, CaptchaStore, LOGIN_LIMITS } from '../../../server/modules/auth';
import { LoginThrottle } from '../../../server/modules/auth/login-throttle';
import { PrintTickets } from '../../../server/modules/online/print/print-tickets';
import { SingleUseCodes } from '../../../server/modules/system/sign-in/oauth2/single-use-codes';
import { SMS_CODE_LIMITS, SmsCodeStore, SmsSendThrottle } from '../../../server/modules/system/sign-in/sms-codes';
import { MemoryState, RedisState, type SharedState } from '../../../server/shared-state';
import { TestClock } from '../support/test-server';
import { startRedis, type TestRedis } from './redis-server';

/*
 * Every store of what server instances share, run against both implementations. "Two instances"
 * are two state objects: in memory that is one object (one process is one instance), in Redis
 * two connections to one server, as two server processes have. Both read one clock the test moves.
 */
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis.stop());

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Instances {
  one: SharedState;
  other: SharedState;
  close(): Promise<void>;
}

const implementations: Record<'memory' | 'redis', (clock: TestClock) => Promise<Instances>> = {
  memory: async (clock) => {
    const state = new MemoryState(clock.read);
    return { one: state, other: state, close: () => state.close() };
  },
  redis: async (clock) => {
    const one = await RedisState.connect(redis.url, clock.read, quietLog);
    const other = await RedisState.connect(redis.url, clock.read, quietLog);
    return { one, other, close: async () => void (await Promise.all([one.close(), other.close()])) };
  },
};

/** Keys of one test: the Redis server outlives each test, so no two tests meet each other's entries. */
const fresh = (name: string) => `${name}-${randomUUID()}`;

describe.each(['memory', 'redis'] as const)('shared state in %s', (kind) => {
  let clock: TestClock;
  let one: SharedState;
  let other: SharedState;
  let instances: Instances;

  beforeEach(async () => {
    clock = new TestClock();
    instances = await implementations[kind](clock);
    ({ one, other } = instances);
  });
  afterEach(() => instances.close());

  describe('entries', () => {
    const limits = { capacity: 100, whenFull: 'dropOldest' } as const;

    it('are read by every instance and taken by one only', async () => {
      const key = fresh('entry');
      await one.entries<{ n: number }>('test-entries', limits).put(key, { n: 7 }, clock.now + 1000);
      const elsewhere = other.entries<{ n: number }>('test-entries', limits);
      expect(await elsewhere.get(key)).toEqual({ value: { n: 7 }, expiresAt: clock.now + 1000 });
      expect(await elsewhere.take(key)).toEqual({ value: { n: 7 }, expiresAt: clock.now + 1000 });
      expect(await one.entries('test-entries', limits).take(key)).toBeUndefined();
    });

    it('given to one of two instances taking at once', async () => {
      const key = fresh('raced');
      await one.entries<string>('test-entries', limits).put(key, 'prize', clock.now + 1000);
      const takers = [one, other, one, other].map((state) => state.entries<string>('test-entries', limits).take(key));
      const taken = (await Promise.all(takers)).filter((entry) => entry !== undefined);
      expect(taken).toEqual([{ value: 'prize', expiresAt: clock.now + 1000 }]);
    });
  });

  describe('event windows', () => {
    it('count events from every instance against one limit, in one step each', async () => {
      const key = fresh('address');
      const counters = [one, other].map((state) => state.eventWindow('test-window', 60_000));
      const waits = await Promise.all(Array.from({ length: 12 }, (_, i) => counters[i % 2]?.take(key, 5)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait === 60_000)).toHaveLength(7);
      expect(await counters[1]?.recent(key)).toEqual([clock.now, clock.now, clock.now, clock.now, clock.now]);
    });

    it('forget events once the window has passed, and on clear', async () => {
      const key = fresh('account');
      const first = one.eventWindow('test-window', 60_000);
      const second = other.eventWindow('test-window', 60_000);
      await first.record(key);
      clock.advance(30_000);
      await second.record(key);
      expect(await second.take(key, 2)).toBe(30_000);
      clock.advance(30_000);
      expect(await first.recent(key)).toEqual([clock.now - 30_000]);
      expect(await first.take(key, 2)).toBe(0);
      await second.clear(key);
      expect(await first.recent(key)).toEqual([]);
    });
  });

  describe('broadcast', () => {
    it('delivers a message published on one instance once to each instance', async () => {
      const topic = fresh('topic');
      const received: Record<'one' | 'other', string[]> = { one: [], other: [] };
      await one.broadcast.subscribe(topic, (message) => received.one.push(message));
      if (other !== one) await other.broadcast.subscribe(topic, (message) => received.other.push(message));
      await one.broadcast.publish(topic, 'row changed');
      await other.broadcast.publish(topic, 'last');
      const expected =
        other === one
          ? { one: ['row changed', 'last'], other: [] }
          : { one: ['row changed', 'last'], other: ['row changed', 'last'] };
      // Messages of one connection arrive in order: once 'last' is in, 'row changed' has arrived as often as it will.
      await vi.waitFor(() => expect(received).toEqual(expected));
    });
  });

  describe('captchas', () => {
    it('drawn by one instance are checked by another, once, case-insensitively', async () => {
      const key = fresh('check');
      await new CaptchaStore(clock.read, one).remember(key, 'AbC4');
      const checker = new CaptchaStore(clock.read, other);
      expect(await checker.consume(key, ' abc4 ')).toBe('valid');
      expect(await checker.consume(key, 'abc4')).toBe('expired');
    });

    it('are good for five minutes and one attempt', async () => {
      const [late, wrong] = [fresh('late'), fresh('wrong')];
      const drawer = new CaptchaStore(clock.read, one);
      await drawer.remember(late, 'k3y9');
      await drawer.remember(wrong, 'k3y9');
      const checker = new CaptchaStore(clock.read, other);
      expect(await checker.consume(wrong, 'nope')).toBe('wrong');
      expect(await checker.consume(wrong, 'k3y9')).toBe('expired');
      clock.advance(CAPTCHA_LIFETIME_MS);
      expect(await checker.consume(late, 'k3y9')).toBe('expired');
    });
  });

  describe('SMS codes', () => {
    const phone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    it('sent through one instance are used once through any', async () => {
      const mobile = phone();
      const code = await new SmsCodeStore(clock.read, one).issue(mobile, 'login');
      const checker = new SmsCodeStore(clock.read, other);
      expect(await checker.resendWait(mobile)).toBe(SMS_CODE_LIMITS.resendAfterMs);
      expect(await checker.consume(mobile, code, 'register')).toBe('missing');
      const both = await Promise.all([
        checker.consume(mobile, code, 'login'),
        new SmsCodeStore(clock.read, one).consume(mobile, code, 'login'),
      ]);
      expect(both.sort()).toEqual(['missing', 'valid']);
    });

    it('take five wrong answers in all, however they are spread over instances', async () => {
      const mobile = phone();
      const code = await new SmsCodeStore(clock.read, one).issue(mobile, 'forget');
      const stores = [one, other].map((state) => new SmsCodeStore(clock.read, state));
      const answers = Array.from({ length: 10 }, (_, i) => stores[i % 2]?.check(mobile, '000000', 'forget'));
      const verdicts = await Promise.all(answers);
      expect(verdicts.filter((verdict) => verdict === 'wrong')).toHaveLength(SMS_CODE_LIMITS.attempts - 1);
      expect(verdicts).toContain('exhausted');
      expect(await stores[1]?.check(mobile, code, 'forget')).toBe('missing');
    });

    it('are limited per phone and per address across instances', async () => {
      const address = `10.77.${Math.floor(Math.random() * 250)}.1`;
      const throttles = [one, other].map((state) => new SmsSendThrottle(state));
      const admitted = await Promise.all(Array.from({ length: 14 }, (_, i) => throttles[i % 2]?.admit(address)));
      expect(admitted.filter(Boolean)).toHaveLength(10);
    });
  });

  describe('single-use codes (OAuth2 state and sign-in codes)', () => {
    it('issued by one instance are taken once by any, within their lifetime', async () => {
      const codes = [one, other].map(
        (state) => new SingleUseCodes<{ userId: string }>(clock.read, state, 'test-codes', 60_000, 100),
      );
      const code = (await codes[0]?.issue({ userId: 'u-1' })) ?? '';
      const raced = await Promise.all([codes[1]?.take(code), codes[0]?.take(code), codes[1]?.take(code)]);
      expect(raced.filter((value) => value !== null)).toEqual([{ userId: 'u-1' }]);
      const late = (await codes[0]?.issue({ userId: 'u-2' })) ?? '';
      clock.advance(60_000);
      expect(await codes[1]?.take(late)).toBeNull();
    });
  });

  describe('print tickets', () => {
    it('issued by one instance open one page of their document on any, once', async () => {
      const grant = { target: 'report-1', userId: 'u-1', locale: 'zh-CN' as const, scope: { tenantId: 1 } };
      const issuer = new PrintTickets<{ tenantId: number }>(clock.read, one);
      const printer = new PrintTickets<{ tenantId: number }>(clock.read, other);
      const ticket = (await issuer.issue(grant)) ?? '';
      expect(await printer.redeem(ticket, 'report-1')).toEqual({ grant });
      expect(await printer.redeem(ticket, 'report-1')).toEqual({ refusal: 'unknown' });
      const foreign = (await issuer.issue(grant)) ?? '';
      expect(await printer.redeem(foreign, 'report-2')).toEqual({ refusal: 'foreign' });
      expect(await issuer.redeem(foreign, 'report-1')).toEqual({ refusal: 'unknown' });
      const late = (await issuer.issue(grant)) ?? '';
      clock.advance(60_000);
      expect(await printer.redeem(late, 'report-1')).toEqual({ refusal: 'expired' });
    });
  });

  describe('the sign-in throttle', () => {
    it('counts failures through every instance: five from one address refuse the account there', async () => {
      const username = fresh('user');
      const throttles = [one, other].map((state) => new LoginThrottle(clock.read, state));
      for (let i = 0; i < LOGIN_LIMITS.perAccountAddress; i += 1)
        await throttles[i % 2]?.recordFailure(username, '10.9.0.1');
      for (const throttle of throttles) {
        expect(await throttle.gate(username, '10.9.0.1')).toEqual({ kind: 'refused', waitMs: LOGIN_LIMITS.windowMs });
        expect(await throttle.gate(username, '10.9.0.2')).toEqual({ kind: 'open' });
        expect(await throttle.underAttack(username)).toBe(true);
      }
      await throttles[0]?.recordSuccess(username, '10.9.0.1');
      expect(await throttles[1]?.gate(username, '10.9.0.1')).toEqual({ kind: 'open' });
    });
  });
});
