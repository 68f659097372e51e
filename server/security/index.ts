export { hashPassword, verifyPassword, verifyDecoyPassword, meetsPasswordRule, randomPassword } from './password';
export type { StoredPassword } from './password';
export { newAccessToken, hashAccessToken } from './token';
export { EventWindow } from './event-window';
export { addressBucket } from './address-bucket';
