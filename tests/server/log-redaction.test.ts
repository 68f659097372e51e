import { describe, expect, it } from 'vitest';
import { urlForLog } from '../../server/log-options';
import { captureLog } from './support/capture-output';
import { startServer } from './support/test-server';

// The server log may be shipped to log storage: no password reaches it, not even one a client
// put in a URL (JeecgBoot's password recovery is a GET carrying the new password and SMS code).

describe('request URLs in the log', () => {
  it('never carry the password or code of a refused GET password change', async () => {
    const log = captureLog();
    const server = await startServer({}, { logger: { level: 'info', stream: log.stream } });
    try {
      const response = await server.call({
        method: 'GET',
        url: '/sys/user/passwordChange?username=lisi&password=Leaked-pass-1&smscode=654321&phone=13800000004',
      });
      expect(response.statusCode).toBe(405);
      expect(log.raw()).toContain(
        '/sys/user/passwordChange?username=lisi&password=[redacted]&smscode=[redacted]&phone=13800000004',
      );
      expect(log.raw()).not.toContain('Leaked-pass-1');
      expect(log.raw()).not.toContain('654321');
    } finally {
      await server.close();
    }
  });

  it('keep the path and ordinary parameters as they came', () => {
    expect(urlForLog('/farm-machine/sys/user/list?pageNo=1&realname=张')).toBe(
      `/farm-machine/sys/user/list?pageNo=1&realname=${encodeURIComponent('张')}`,
    );
    expect(urlForLog('/farm-machine/sys/cas/client/validateLogin?ticket=ST-1-abc&service=x')).toBe(
      '/farm-machine/sys/cas/client/validateLogin?ticket=[redacted]&service=x',
    );
    expect(urlForLog('/a?oldpassword=x&confirmPassword=y&token=z&checkKey=k')).toBe(
      '/a?oldpassword=[redacted]&confirmPassword=[redacted]&token=[redacted]&checkKey=k',
    );
    expect(urlForLog('/o/callback?code=c1&authCode=c2&state=n&orgCode=A01')).toBe(
      '/o/callback?code=[redacted]&authCode=[redacted]&state=[redacted]&orgCode=A01',
    );
    expect(urlForLog('/plain/path')).toBe('/plain/path');
  });
});
