import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionSettings } from '../session-settings';
import type { LoginAnswer } from '../login-answer';
import { loginWithCasTicket } from '../login-requests';
import { LOGIN_PATH } from '../navigation-guard';

/**
 * The CAS callback: with single sign-on switched on, the CAS server sends the browser back to
 * the login page with a `ticket`, which the backend validates into a session. Off by default
 * (the product's build settings leave single sign-on off).
 */
export function useCasCallback(onLoggedIn: (answer: LoginAnswer) => void, onFailed: (error: unknown) => void): void {
  const [params, setParams] = useSearchParams();
  const ticket = sessionSettings().cas.enabled ? params.get('ticket') : null;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || handled.current === ticket) return;
    handled.current = ticket;
    // The ticket is single use: take it out of the address before anything else.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('ticket');
        return next;
      },
      { replace: true },
    );
    loginWithCasTicket(ticket, `${window.location.origin}${LOGIN_PATH}`).then(onLoggedIn, onFailed);
  }, [ticket, setParams, onLoggedIn, onFailed]);
}
