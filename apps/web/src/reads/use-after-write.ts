import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { afterWrite, type Write } from './after-writes.ts';
import { useViewer } from './use-viewer.ts';

/**
 * Reports a write the server took, so the reads it changed are refreshed (see `afterWrite`).
 *
 * @example
 * const wrote = useAfterWrite();
 * await api.chest.claim();
 * void wrote({ kind: 'chest' });
 */
export function useAfterWrite(): (write: Write) => Promise<void> {
  const client = useQueryClient();
  const viewer = useViewer();
  return useCallback(
    async (write: Write) => {
      if (viewer) await afterWrite(client, viewer, write);
    },
    [client, viewer],
  );
}
