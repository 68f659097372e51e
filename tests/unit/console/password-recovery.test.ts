import { afterEach, describe, expect, it } from 'vitest';
import { changeForgottenPassword } from '../../../console/session/login-requests';
import { configureTestSession, consoleSession, pathOf, resetConsoleSession } from './session-fixture';

const change = { username: 'zhangsan', password: 'New-Pass-2026', smscode: '123456', phone: '13800138000' };

describe('forgotten password: the new password never travels in the URL by default', () => {
  afterEach(() => {
    resetConsoleSession();
  });

  it('sends it in the request body of a POST', async () => {
    configureTestSession();
    const { backend } = consoleSession(() => ({ data: { success: true, code: 200, message: 'ok', result: null } }));
    await changeForgottenPassword(change);
    const [request] = backend.requests;
    expect(request.method).toBe('post');
    expect(pathOf(request)).toBe('/sys/user/passwordChange');
    expect(JSON.stringify(request.params ?? {})).not.toContain(change.password);
    expect(String(request.data)).toContain(change.password);
  });

  it('uses the stock JeecgBoot GET only when the deployment is switched to it', async () => {
    configureTestSession({ passwordRecoveryMethod: 'get' });
    const { backend } = consoleSession(() => ({ data: { success: true, code: 200, message: 'ok', result: null } }));
    await changeForgottenPassword(change);
    const [request] = backend.requests;
    expect(request.method).toBe('get');
    expect(request.params).toMatchObject({ password: change.password });
  });
});
