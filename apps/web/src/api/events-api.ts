import type { TrackEventBody } from '@feastforge/domain';
import { apiClient } from './client.ts';
import { unwrap } from './http.ts';

const events = apiClient().api.events;

/**
 * Records a first-party analytics event. Fire-and-forget by design: the spec says tracking
 * failures are only logged, so this never throws.
 *
 * @example
 * void trackEvent({ name: 'page_view', path: '/gallery' }, session.accessToken());
 */
export async function trackEvent(body: TrackEventBody, token?: string): Promise<void> {
  try {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    await unwrap(events.track.$post({ json: body }, { headers }));
  } catch (error) {
    console.warn('Event tracking failed:', error);
  }
}
