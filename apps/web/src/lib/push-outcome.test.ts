import { describe, expect, it } from 'vitest';
import {
  isIosDevice,
  permissionOutcome,
  promptStaysAfter,
  PUSH_NOTICES,
  pushBlocker,
  type PushEnvironment,
} from './push-outcome.ts';

const CAPABLE: PushEnvironment = {
  notifications: true,
  serviceWorker: true,
  pushManager: true,
  ios: false,
  standalone: false,
};

describe('pushBlocker', () => {
  it('lets a capable browser ask for permission', () => {
    expect(pushBlocker(CAPABLE)).toBeNull();
  });

  it.each<[Partial<PushEnvironment>, string]>([
    [{ notifications: false }, 'Notifications Not Supported'],
    [{ serviceWorker: false }, 'Service Workers Not Supported'],
    [{ pushManager: false }, 'Notifications Not Supported'],
    [{ ios: true }, 'Add to Home Screen Required'],
    // Safari on an iPhone hides the Notification API outside the home-screen app: the advice wins.
    [{ ios: true, notifications: false, pushManager: false }, 'Add to Home Screen Required'],
  ])('%o shows %s', (change, title) => {
    const outcome = pushBlocker({ ...CAPABLE, ...change });
    expect(outcome && PUSH_NOTICES[outcome].title).toBe(title);
  });

  it('lets the iPhone home-screen app ask, and tells it what it lacks otherwise', () => {
    expect(pushBlocker({ ...CAPABLE, ios: true, standalone: true })).toBeNull();
    expect(pushBlocker({ ...CAPABLE, ios: true, standalone: true, notifications: false })).toBe('not-supported');
  });
});

describe('permissionOutcome', () => {
  it('goes on when granted, is blocked when denied and a failure when dismissed', () => {
    expect(permissionOutcome('granted')).toBeNull();
    expect(PUSH_NOTICES[permissionOutcome('denied') ?? 'enabled']).toEqual({
      title: 'Notifications Blocked',
      message: 'Please enable notifications in your browser settings.',
    });
    expect(PUSH_NOTICES[permissionOutcome('default') ?? 'enabled'].title).toBe('Unable to Enable Notifications');
  });
});

describe('PUSH_NOTICES', () => {
  it("uses the spec's texts", () => {
    expect(PUSH_NOTICES.enabled).toEqual({
      title: 'Notifications Enabled!',
      message: "You'll receive updates when your daily chest is ready.",
    });
    expect(PUSH_NOTICES.failed.message).toBe('Check browser settings and try again.');
    expect(PUSH_NOTICES['ios-home-screen'].message).toBe(
      'Add the app via Share then Add to Home Screen, and open it from there.',
    );
  });

  it('keeps the prompt after every outcome but success', () => {
    expect(promptStaysAfter('enabled')).toBe(false);
    for (const outcome of ['not-supported', 'no-service-worker', 'blocked', 'ios-home-screen', 'failed'] as const) {
      expect(promptStaysAfter(outcome)).toBe(true);
    }
  });
});

describe('isIosDevice', () => {
  it('knows iPhones and iPads, including iPadOS posing as a Mac', () => {
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari', 0)).toBe(false);
    expect(isIosDevice('Mozilla/5.0 (Linux; Android 14) Chrome', 5)).toBe(false);
  });
});
