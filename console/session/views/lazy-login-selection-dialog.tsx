import { lazy, Suspense, type ComponentProps, type ReactElement } from 'react';

// The tenant and department choice needs the select list (Headless UI and its helpers), which
// most sign-ins never show: it is fetched only when a login answer asks for a choice.
const LoginSelectionDialogView = lazy(() =>
  import('./login-selection-dialog').then((module) => ({ default: module.LoginSelectionDialog })),
);

type LoginSelectionDialogProps = ComponentProps<typeof LoginSelectionDialogView>;

/** The tenant and department choice after login, fetched on first use. */
export function LoginSelectionDialog(props: LoginSelectionDialogProps): ReactElement {
  return (
    <Suspense fallback={null}>
      <LoginSelectionDialogView {...props} />
    </Suspense>
  );
}
