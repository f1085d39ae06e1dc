import type { TrackEventBody } from '@feastforge/domain';
import { ignoreBody, requestJson } from './http.ts';

/**
 * Records a first-party analytics event. Fire-and-forget by design: the spec says tracking
 * failures are only logged, so this never throws.
 *
 * @example
 * void trackEvent({ name: 'page_view', path: '/gallery' }, session.accessToken());
 */
export async function trackEvent(body: TrackEventBody, token?: string): Promise<void> {
  try {
    await requestJson('/api/events/track', { method: 'POST', body, token, parser: ignoreBody });
  } catch (error) {
    console.warn('Event tracking failed:', error);
  }
}
