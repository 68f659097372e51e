import { localised, type EnglishTwin } from '../i18n';

/** Answers of the HTTP layer: routing, parsing, validation, authentication, signatures. */
const chinese = {
  /** JeecgBoot's wording for an unknown path. */
  notFound: '路径不存在，请检查路径是否正确',
  /** Clients look for "Token失效" in this text to start the re-login flow. */
  tokenInvalid: 'Token失效，请重新登录!',
  noAuthorisation: '没有权限，请联系管理员授权',
  internalError: '服务器内部错误，请稍后重试',
  /** SQLITE_FULL: the write was rolled back; the server takes writes again once there is space. */
  diskFull: '服务器磁盘已满，数据未保存，请联系管理员',
  /** SQLITE_IOERR*, SQLITE_READONLY*, SQLITE_CANTOPEN: the database cannot be written right now. */
  storageUnavailable: '服务器存储暂时不可用，数据未保存，请联系管理员',
  /** FARM_REDIS_URL is set and Redis does not answer: what every instance shares cannot be read or written now. */
  sharedStateUnavailable: '服务器共享状态服务（Redis）暂时不可用，请稍后重试',
  /** A constraint of the database refused the write (a check the route should have made first). */
  constraintViolated: '数据不符合存储约束，未保存',
  invalidJson: '请求体不是合法的 JSON',
  emptyJson: '请求体不能为空',
  bodyTooLarge: (kilobytes: number) => `请求内容过大，不能超过 ${kilobytes} KB`,
  unsupportedMediaType: '不支持的请求内容类型',
  badRequest: '请求无效',
  /** Text holding half of a UTF-16 surrogate pair: it cannot be stored as sent. */
  invalidText: (field: string) => `参数 ${field} 含有无效的字符（不成对的 UTF-16 代理项）`,
  /** A number that is not finite, or an integer beyond ±9007199254740991. */
  numberOutOfRange: (field: string) => `参数 ${field} 超出允许的数值范围`,
  nestedTooDeep: (field: string) => `参数 ${field} 嵌套层级过深`,
  signIncomplete: 'Sign签名校验失败，请求参数不完整！',
  signExpired: '签名验证失败，请求时效性验证失败！',
  signInvalid: 'Sign签名校验失败！',
} as const;

const english: EnglishTwin<typeof chinese> = {
  notFound: 'Path not found, please check the path',
  // "Token失效" stays: clients (the stock JeecgBoot one too) start the re-login flow on those words.
  tokenInvalid: 'The session has expired (Token失效), please sign in again!',
  noAuthorisation: 'No permission, please ask an administrator to grant it',
  internalError: 'Internal server error, please try again later',
  diskFull: 'The server disk is full; the data was not saved. Please contact an administrator',
  storageUnavailable:
    'Server storage is temporarily unavailable; the data was not saved. Please contact an administrator',
  sharedStateUnavailable:
    "The server's shared state service (Redis) is temporarily unavailable, please try again later",
  constraintViolated: 'The data breaks a storage constraint and was not saved',
  invalidJson: 'The request body is not valid JSON',
  emptyJson: 'The request body must not be empty',
  bodyTooLarge: (kilobytes) => `The request is too large: at most ${kilobytes} KB`,
  unsupportedMediaType: 'Unsupported request content type',
  badRequest: 'Invalid request',
  invalidText: (field) => `Parameter ${field} holds invalid characters (an unpaired UTF-16 surrogate)`,
  numberOutOfRange: (field) => `Parameter ${field} is out of the allowed numeric range`,
  nestedTooDeep: (field) => `Parameter ${field} is nested too deeply`,
  signIncomplete: 'Signature check failed: request parameters incomplete!',
  signExpired: 'Signature check failed: the request has expired!',
  signInvalid: 'Signature check failed!',
};

export const httpMessages = localised(chinese, english);

const chineseTypeNames: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

const englishTypeNames: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** One sentence per JSON-schema keyword, naming the offending field. */
const chineseValidation = {
  required: (field: string) => `缺少必填参数 ${field}`,
  type: (field: string, type: string) => `参数 ${field} 应为${chineseTypeNames[type] ?? type}`,
  additionalProperty: (field: string) => `不允许的参数 ${field}`,
  minLength: (field: string, limit: number) => `参数 ${field} 不能少于 ${limit} 个字符`,
  maxLength: (field: string, limit: number) => `参数 ${field} 不能超过 ${limit} 个字符`,
  minimum: (field: string, limit: number) => `参数 ${field} 不能小于 ${limit}`,
  maximum: (field: string, limit: number) => `参数 ${field} 不能大于 ${limit}`,
  enumeration: (field: string, allowed: readonly unknown[]) => `参数 ${field} 只能取 ${allowed.join('、')}`,
  pattern: (field: string) => `参数 ${field} 格式不正确`,
  minProperties: (field: string) => `参数 ${field} 不能为空`,
  anyOf: (field: string) => `参数 ${field} 不符合要求`,
  invalid: (field: string) => `参数 ${field} 不合法`,
  /** The body as a whole (no field to name). */
  body: '请求体',
} as const;

const englishValidation: EnglishTwin<typeof chineseValidation> = {
  required: (field) => `Missing required parameter ${field}`,
  type: (field, type) => `Parameter ${field} must be ${englishTypeNames[type] ?? type}`,
  additionalProperty: (field) => `Parameter ${field} is not allowed`,
  minLength: (field, limit) => `Parameter ${field} must have at least ${limit} characters`,
  maxLength: (field, limit) => `Parameter ${field} must have at most ${limit} characters`,
  minimum: (field, limit) => `Parameter ${field} must not be less than ${limit}`,
  maximum: (field, limit) => `Parameter ${field} must not be greater than ${limit}`,
  enumeration: (field, allowed) => `Parameter ${field} must be one of ${allowed.join(', ')}`,
  pattern: (field) => `Parameter ${field} is not in the right format`,
  minProperties: (field) => `Parameter ${field} must not be empty`,
  anyOf: (field) => `Parameter ${field} does not meet the requirements`,
  invalid: (field) => `Parameter ${field} is invalid`,
  body: 'request body',
};

export const validationMessages = localised(chineseValidation, englishValidation);
