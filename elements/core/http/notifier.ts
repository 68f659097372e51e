/** A notice the UI layer shows; HTTP error notices are all titled 系统提示. */
export interface Notice {
  title?: string;
  message: string;
}

export interface ReloginDialog {
  title: string;
  content: string;
  /** Label of the one button, 重新登录. */
  okText: string;
}

/** How the runtime shows notices and dialogs; the UI layer plugs its toasts and modals in. */
export interface Notifier {
  error(notice: Notice): void;
  warning(notice: Notice): void;
  success(notice: Notice): void;
  /** Resolves when the user presses the re-login button; rejects if the dialog is dismissed. */
  confirmRelogin(dialog: ReloginDialog): Promise<void>;
  /** A persistent loading message (enterprise-chat browsers log in again by themselves). */
  loading(text: string): void;
}

/**
 * Used until the UI layer configures one: shows nothing, and never confirms a re-login, because
 * nobody was asked and the user must not be logged out unseen.
 */
export const silentNotifier: Notifier = {
  error: () => undefined,
  warning: () => undefined,
  success: () => undefined,
  confirmRelogin: () => new Promise<void>(() => undefined),
  loading: () => undefined,
};
