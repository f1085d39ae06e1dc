import { nextChestAt, type ChestClaimResult, type ChestRewardType, type ChestStatus } from '@feastforge/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../auth/use-session.ts';
import { notify } from '../../../lib/notify.ts';
import { chestFailure } from '../../../lib/progression-notices.ts';
import { chestRead } from '../../../reads/queries.ts';
import { useReadState, type ReadState } from '../../../reads/read-state.ts';
import { useAfterWrite } from '../../../reads/use-after-write.ts';
import { useCook } from '../../../reads/use-viewer.ts';
import { useProgressRefresh } from '../../../data/use-progress-refresh.ts';

/** Spec section 9: the celebration follows 1 second after the chest opens. */
export const CELEBRATION_DELAY_MS = 1_000;

/** What today's chest gave. */
export interface ChestReward {
  type: ChestRewardType;
  amount: number;
  /** The level reached, when an XP reward levelled the hero up. */
  newLevel?: number;
}

/** The chest as the card shows it. */
export type ChestView =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'claimable' }
  /**
   * Opened today; `reward` is null when the server only said so. `nextClaimAt` (epoch ms) is the
   * next UTC midnight, when the card counts down to.
   */
  | { state: 'claimed'; reward: ChestReward | null; nextClaimAt: number };

/**
 * Today's treasure chest: whether it can be opened (checked on load), opening it, the reward and
 * the celebration a second later. A reward changes the balance or XP on the server, so the header
 * (the session's `me`) and the tome's profile copy are both refreshed from it.
 *
 * @example
 * const { view, opening, open } = useDailyChest(celebrate);
 */
export function useDailyChest(celebrate: () => void) {
  const { api } = useSession();
  const refreshProgress = useProgressRefresh();
  const wrote = useAfterWrite();
  const cook = useCook();
  const read = useQuery({ ...chestRead(api, cook.viewer), enabled: cook.signedIn });
  const status = useReadState(read);
  const { refetch } = read;
  const reload = useCallback(() => void refetch(), [refetch]);
  const [opened, setOpened] = useState<{ reward: ChestReward; nextClaimAt: number } | null>(null);
  const [opening, setOpening] = useState(false);
  const celebration = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(celebration.current), []);

  const open = useCallback(async () => {
    setOpening(true);
    let result: ChestClaimResult;
    try {
      result = await api.chest.claim();
    } catch (error) {
      const { title, message } = chestFailure(error);
      notify.error(title, message, 'daily-chest');
      // Opened elsewhere today: show the card as it really is.
      reload();
      return;
    } finally {
      setOpening(false);
    }
    setOpened({ reward: rewardOf(result), nextClaimAt: nextChestAt(new Date()).getTime() });
    celebration.current = setTimeout(celebrate, CELEBRATION_DELAY_MS);
    await Promise.all([refreshProgress(), wrote({ kind: 'chest' })]);
  }, [api, refreshProgress, wrote, celebrate, reload]);

  /** A new UTC day (the countdown ran out): ask the server again. */
  const recheck = useCallback(() => {
    setOpened(null);
    reload();
  }, [reload]);

  return { view: viewOf(status, opened), opening, open, recheck };
}

function rewardOf(result: ChestClaimResult): ChestReward {
  const reward: ChestReward = { type: result.reward_type, amount: result.reward_amount };
  if (result.xp_data && result.xp_data.level_ups > 0) reward.newLevel = result.xp_data.new_level;
  return reward;
}

function viewOf(
  status: ReadState<ChestStatus>,
  opened: { reward: ChestReward; nextClaimAt: number } | null,
): ChestView {
  if (opened) return { state: 'claimed', ...opened };
  if (status.state !== 'ready') return status;
  const { claimable, todayClaim, nextClaimAt } = status.data;
  if (claimable) return { state: 'claimable' };
  return {
    state: 'claimed',
    reward: todayClaim ? { type: todayClaim.rewardType, amount: todayClaim.rewardAmount } : null,
    nextClaimAt: Date.parse(nextClaimAt),
  };
}
