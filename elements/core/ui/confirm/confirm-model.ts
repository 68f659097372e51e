import type { ReactNode } from 'react';

export interface ConfirmOptions {
  /** Defaults to 提示. */
  title?: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** A red OK button, for destructive actions such as deleting records. */
  danger?: boolean;
  /** `false` leaves a single OK button (an announcement the user must acknowledge). */
  showCancel?: boolean;
  /** Whether Escape answers "no"; off for dialogs that must be answered with OK. */
  keyboard?: boolean;
  width?: number | string;
}

/** Resolves `true` for OK, `false` for cancel, Escape or the X. */
export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
