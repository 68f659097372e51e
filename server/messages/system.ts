/** Answers of the system-administration routes. */
export const systemMessages = {
  usernameTaken: '用户账号已存在',
  usernameRule: '用户账号只允许字母、数字、下划线，长度4到32个字符',
  unknownRole: '所选角色不存在',
  unknownDepart: '所选部门不存在',
  addSucceeded: '添加成功！',
} as const;
