/** The code editor's modes (widgets spec 2.2), in the order the mode list shows them. */
export const CODE_MODES = [
  { key: 'css', label: 'CSS' },
  { key: 'javascript', label: 'JavaScript' },
  { key: 'html', label: 'XML/HTML' },
  { key: 'java', label: 'Java' },
  { key: 'objective-c', label: 'Objective-C' },
  { key: 'python', label: 'Python' },
  { key: 'r', label: 'R' },
  { key: 'shell', label: 'Shell' },
  { key: 'sql', label: 'SQL' },
  { key: 'swift', label: 'Swift' },
  { key: 'vue', label: 'Vue' },
  { key: 'markdown', label: 'Markdown' },
] as const;

export type CodeMode = (typeof CODE_MODES)[number]['key'];

export const CODE_MODE_KEYS: readonly CodeMode[] = CODE_MODES.map((mode) => mode.key);

export const DEFAULT_CODE_MODE: CodeMode = 'javascript';

/** Tab size of every mode (spec 2.2). */
export const CODE_TAB_SIZE = 2;

/** A known mode, or the default for anything else (an unknown attribute value). */
export function codeModeOf(value: string | null | undefined): CodeMode {
  return CODE_MODE_KEYS.find((key) => key === value) ?? DEFAULT_CODE_MODE;
}
