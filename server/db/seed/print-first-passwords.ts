import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { firstStartLines as say } from '../../messages';

/** Something text can be written to: the process's standard output, or a test's capture. */
export interface Terminal {
  write(text: string): unknown;
  /** True only when a person is at it; a pipe or a container's output is collected like a log. */
  isTTY?: boolean;
}

/** Where the table goes when standard output is not a terminal (inside the data directory). */
export const FIRST_PASSWORDS_FILE = 'first-start-passwords.txt';

export interface FirstPassword {
  username: string;
  password: string;
}

/** The table as printed: a heading, one `username  password` row per account, the advice. */
export function firstPasswordTable(accounts: readonly FirstPassword[]): string {
  const width = Math.max(say.usernameColumn.length, ...accounts.map((account) => account.username.length));
  const row = (username: string, password: string) => `  ${username.padEnd(width)}  ${password}`;
  return [
    '',
    say.terminalHeading,
    row(say.usernameColumn, say.passwordColumn),
    ...accounts.map((account) => row(account.username, account.password)),
    say.terminalAdvice,
    '',
  ].join('\n');
}

/** Where the table was put: on the terminal, or in a file only the server's user can read. */
export type FirstPasswordsShown = { on: 'terminal' } | { on: 'file'; file: string };

/**
 * Shows first-start passwords to whoever starts the server, never through the logger: log lines
 * may be shipped to storage that many people can read. On a terminal the table is printed; when
 * standard output is a pipe (a container, a service manager) it is collected like a log, so the
 * table goes to a file in the data directory readable by the server's user only, and the
 * output says where.
 */
export function showFirstPasswords(
  accounts: readonly FirstPassword[],
  dataDir: string,
  terminal: Terminal = process.stdout,
): FirstPasswordsShown {
  if (terminal.isTTY === true) {
    terminal.write(`${firstPasswordTable(accounts)}\n`);
    return { on: 'terminal' };
  }
  const file = path.join(dataDir, FIRST_PASSWORDS_FILE);
  writeFileSync(file, `${firstPasswordTable(accounts)}\n`, { mode: 0o600 });
  // The mode applies only to a file the write creates: one left from an earlier start is narrowed too.
  chmodSync(file, 0o600);
  terminal.write(`${say.passwordsInFile(file)}\n`);
  return { on: 'file', file };
}
