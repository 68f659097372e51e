import { firstStartLines as say } from '../../messages';

/** Something text can be written to: the process's standard output, or a test's capture. */
export interface Terminal {
  write(text: string): unknown;
}

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

/**
 * Prints first-start passwords straight to the terminal the server was started from, never
 * through the logger: log lines may be shipped to storage that many people can read, while this
 * table is meant to be seen once by whoever starts the server.
 */
export function printFirstPasswordsOnTerminal(accounts: readonly FirstPassword[], terminal: Terminal = process.stdout): void {
  if (accounts.length) terminal.write(`${firstPasswordTable(accounts)}\n`);
}
