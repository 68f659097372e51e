import { useCallback, useEffect, useState } from 'react';

/** Seconds before another SMS code may be asked for, as JeecgBoot's forms wait. */
export const SMS_RESEND_SECONDS = 60;

/** The "get code" button's countdown: start() disables it for 60 s; stop() gives it back. */
export function useSmsCountdown(seconds = SMS_RESEND_SECONDS) {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const start = useCallback(() => setLeft(seconds), [seconds]);
  const stop = useCallback(() => setLeft(0), []);
  return { counting: left > 0, left, start, stop };
}
