/**
 * The one switch for the two readings of the shell dialogs' writes. JeecgBoot's client and the
 * API contract send `PUT /sys/selectDepart` and `PUT sys/user/updatePassword`; the shell spec's
 * call table lists both as POST. 'put' (the default) works against stock JeecgBoot; 'post'
 * follows the spec's table. Our server answers both.
 */
export type AccountWriteMethod = 'put' | 'post';

export interface ShellDialogsOptions {
  writeMethod: AccountWriteMethod;
}

const DEFAULTS: ShellDialogsOptions = { writeMethod: 'put' };
let current: ShellDialogsOptions = DEFAULTS;

export function configureShellDialogs(options: Partial<ShellDialogsOptions>): void {
  current = { ...current, ...options };
}

export function resetShellDialogs(): void {
  current = DEFAULTS;
}

export function shellDialogsOptions(): ShellDialogsOptions {
  return current;
}
