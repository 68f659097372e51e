/** Texts of the push channels (WebSocket close reasons and the heartbeat answer). */
export const pushMessages = {
  /** JeecgBoot's heartbeat answer text. */
  heartbeatAnswer: '心跳响应',
  /** Close reasons: short, they travel in the close frame (at most 123 bytes). */
  wrongUser: '连接路径的用户与令牌不一致',
  tooManyConnections: '该用户的连接数已达上限',
  sessionEnded: '登录已失效',
  badPageId: '页面标识不合法',
} as const;
