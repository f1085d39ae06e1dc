import type { Notice } from '@feastforge/domain';

/** How an attempt to enable push notifications ended (spec section 8 'Push notifications'). */
export type PushOutcome = 'not-supported' | 'no-service-worker' | 'blocked' | 'ios-home-screen' | 'failed' | 'enabled';

/** What this browser offers for web push, read once before asking for permission. */
export interface PushEnvironment {
  notifications: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  /** An iPhone or iPad (iPadOS reports itself as a Mac with touch). */
  ios: boolean;
  /** Opened from the home screen (display-mode standalone or `navigator.standalone`). */
  standalone: boolean;
}

/** The spec's toast for each outcome, verbatim. */
export const PUSH_NOTICES: Record<PushOutcome, Notice> = {
  'not-supported': { title: 'Notifications Not Supported', message: "Your browser doesn't support notifications." },
  'no-service-worker': {
    title: 'Service Workers Not Supported',
    message: "Your browser doesn't support the required technology.",
  },
  blocked: { title: 'Notifications Blocked', message: 'Please enable notifications in your browser settings.' },
  'ios-home-screen': {
    title: 'Add to Home Screen Required',
    message: 'Add the app via Share then Add to Home Screen, and open it from there.',
  },
  failed: { title: 'Unable to Enable Notifications', message: 'Check browser settings and try again.' },
  enabled: { title: 'Notifications Enabled!', message: "You'll receive updates when your daily chest is ready." },
};

/**
 * Why push cannot even be asked for here, or null when the permission prompt may go ahead. iOS
 * offers web push only to an app opened from the home screen, and in Safari it also hides the
 * Notification API, so that case is told first: its advice is the one that helps.
 *
 * @example
 * pushBlocker({ notifications: false, serviceWorker: true, pushManager: false, ios: true, standalone: false })
 * // 'ios-home-screen'
 */
export function pushBlocker(env: PushEnvironment): PushOutcome | null {
  if (env.ios && !env.standalone) return 'ios-home-screen';
  if (!env.notifications) return 'not-supported';
  if (!env.serviceWorker) return 'no-service-worker';
  if (!env.pushManager) return 'not-supported';
  return null;
}

/** The outcome of the permission answer: denied is 'blocked'; a dismissed prompt is a failure to retry. */
export function permissionOutcome(permission: NotificationPermission): PushOutcome | null {
  if (permission === 'granted') return null;
  return permission === 'denied' ? 'blocked' : 'failed';
}

/** Whether the prompt should come back after this outcome (spec: it reappears after a failed enable). */
export function promptStaysAfter(outcome: PushOutcome): boolean {
  return outcome !== 'enabled';
}

/**
 * Whether a user agent is an iPhone, iPod or iPad; iPadOS 13+ reports a Mac, told apart by touch.
 *
 * @example
 * isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5) // true
 */
export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
