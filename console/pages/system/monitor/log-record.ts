/** A log entry as `/sys/log/list` answers it. */
export interface LogRecord {
  id: string;
  /** 1 login/logout, 2 operation. */
  logType: number;
  logContent: string;
  operateType: number | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestType: string | null;
  costTime: number | null;
  createTime: string;
}

export const LOGIN_LOG = 1;
export const OPERATION_LOG = 2;

export const LOG_URLS = {
  list: '/sys/log/list',
  delete: '/sys/log/delete',
  deleteBatch: '/sys/log/deleteBatch',
} as const;
export const LOG_DELETE = 'log:delete';

/** A live session as `/sys/online/list` answers it: `token` is the session id, never a token. */
export interface OnlineRecord {
  id: string;
  token: string;
  userId: string;
  username: string;
  realname: string | null;
  ip: string | null;
  loginTime: string;
  expireTime: string;
}

export const ONLINE_URLS = { list: '/sys/online/list', forceLogout: '/sys/online/forceLogout' } as const;
export const FORCE_LOGOUT = 'online:force_logout';
