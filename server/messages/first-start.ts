/**
 * What the operator reads when a database is created: the settings of the first start, the
 * one-time password table on the terminal, and the log lines. A log line never carries a password:
 * the log may be shipped to storage that many people can read.
 */
export const firstStartLines = {
  demoValueInvalid: (value: string) => `FARM_DEMO: "${value}" is neither "on" nor "off"`,
  terminalHeading:
    'First start: the passwords of these accounts are shown only this once and are not written to the log.',
  terminalAdvice: 'Keep them somewhere safe and change them after signing in.',
  usernameColumn: 'username',
  passwordColumn: 'password',
  passwordsShownOnTerminal: (usernames: readonly string[]) =>
    `First start: created the accounts ${usernames.join(', ')} with random passwords. ` +
    'They were printed once on the terminal (standard output), never to this log: change them after signing in.',
  passwordsInFile: (file: string) =>
    `First start: standard output is not a terminal, so the one-time passwords were written to ${file} ` +
    '(readable by this user only). Read them, delete the file, and change them after signing in.',
  passwordsWrittenToFile: (usernames: readonly string[], file: string) =>
    `First start: created the accounts ${usernames.join(', ')} with random passwords. ` +
    `They are in ${file} (readable by this user only), never in this log: delete the file once read, and change them after signing in.`,
  adminPasswordIgnored: 'FARM_ADMIN_PASSWORD is read on the first start only; the stored admin password is kept.',
  demoSettingsIgnored:
    'FARM_DEMO and FARM_DEMO_PASSWORD are read on the first start only; the stored accounts and data are kept.',
} as const;
