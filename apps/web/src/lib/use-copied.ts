import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 4: copied states reset after 2 seconds. */
export const COPIED_RESET_MS = 2_000;

/**
 * A 'Copied!' flag that turns itself off two seconds after the last copy; the timer goes with
 * the component. Every copy button uses it (share menu, referral card, admin sitemap).
 *
 * @example
 * const [copied, markCopied] = useCopied();
 */
export function useCopied(): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
  }, []);
  return [copied, markCopied];
}
