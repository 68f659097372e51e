import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../../elements/core/http';
import { failureText } from '../../../elements/pickers/shared/failure-text';

const answered = (status: number, data: unknown) => {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
};

describe('the text of a failed picker call', () => {
  it('is the server message of an error answer, not the status line', () => {
    expect(failureText(answered(500, { success: false, message: '用户查询暂不可用' }))).toBe('用户查询暂不可用');
  });

  it('is the status line when the error answer has no message', () => {
    expect(failureText(answered(502, '<html>Bad gateway</html>'))).toBe('Request failed with status code 502');
  });

  it('is the refused envelope message, or the network failure itself', () => {
    expect(failureText(new HttpFailure('字典Code不能为空!'))).toBe('字典Code不能为空!');
    expect(failureText(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('Network Error');
  });
});
