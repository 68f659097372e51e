import { useCallback, useEffect, useState } from 'react';
import { isSuccessful } from '../../../elements/core/http';
import { fetchCaptchaImage } from '../login-requests';

/** A key for one login attempt's captcha: the time, as JeecgBoot uses, plus randomness. */
function newCheckKey(): string {
  return `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
}

/** The captcha image of the account login; refresh() fetches a new one under a new key. */
export function useCaptcha() {
  const [checkKey, setCheckKey] = useState(newCheckKey);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setImage(null);
    fetchCaptchaImage(checkKey).then(
      (answer) => {
        if (current && isSuccessful(answer) && typeof answer.result === 'string') setImage(answer.result);
      },
      // The HTTP client has told the user; the placeholder invites another try.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [checkKey]);

  const refresh = useCallback(() => setCheckKey(newCheckKey()), []);
  return { checkKey, image, refresh };
}
