import { CHEST_MANA_REWARD, CHEST_XP_REWARD } from '@feastforge/domain';
import { Gem, Gift, Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CardError, CardFrame, CardLoading } from './card-frame.tsx';
import { celebrateChest } from './celebrate-chest.ts';
import { chestRecheckSlot, describeCountdown, formatCountdown } from './chest-countdown.ts';
import { useClock } from './use-clock.ts';
import { useDailyChest, type ChestReward } from './use-daily-chest.ts';

/**
 * The own tome's daily treasure chest (spec section 4 'Daily chest'): open it once per UTC day for
 * 5-15 mana or 10-30 XP, then count down to the next one.
 */
export function DailyChestCard() {
  const { view, opening, open, recheck } = useDailyChest(celebrateChest);
  return (
    <CardFrame id="daily-chest-title" title="Daily Treasure Chest" icon={Gift}>
      {view.state === 'loading' && <CardLoading label="Checking today’s chest…" />}
      {view.state === 'error' && (
        <CardError message="Today’s chest could not be checked. Are you online?" onRetry={recheck} />
      )}
      {view.state === 'claimable' && (
        <>
          <p className="text-sm text-muted">
            A chest awaits you today: {CHEST_MANA_REWARD.min}-{CHEST_MANA_REWARD.max} mana or {CHEST_XP_REWARD.min}-
            {CHEST_XP_REWARD.max} XP.
          </p>
          <Button variant="gold" className="self-start" busy={opening} onClick={() => void open()}>
            <Gift aria-hidden className="size-4" />
            Open Chest
          </Button>
        </>
      )}
      {view.state === 'claimed' && (
        <>
          <Reward reward={view.reward} />
          <Countdown nextClaimAt={view.nextClaimAt} onElapsed={recheck} />
        </>
      )}
    </CardFrame>
  );
}

function Reward({ reward }: { reward: ChestReward | null }) {
  return (
    <div role="status" className="flex flex-col gap-1">
      {reward ? (
        <p className="flex items-center gap-2 font-semibold">
          {reward.type === 'mana' ? (
            <Gem aria-hidden className="size-4 text-accent" />
          ) : (
            <Sparkles aria-hidden className="size-4 text-accent" />
          )}
          You found {reward.amount} {reward.type === 'mana' ? 'mana' : 'XP'}!
        </p>
      ) : (
        <p className="font-semibold">You have opened today’s chest.</p>
      )}
      {reward?.newLevel !== undefined && <p className="text-sm">Level up! You reached level {reward.newLevel}.</p>}
    </div>
  );
}

/**
 * Counts down to the next UTC midnight every second, then asks the server about the new chest,
 * again every few seconds while it still says claimed (see chestRecheckSlot).
 */
function Countdown({ nextClaimAt, onElapsed }: { nextClaimAt: number; onElapsed(): void }) {
  const now = useClock();
  const remaining = nextClaimAt - now;
  const recheck = chestRecheckSlot(remaining);
  useEffect(() => {
    if (recheck !== null) onElapsed();
  }, [recheck, onElapsed]);
  return (
    <p className="text-sm text-muted">
      Next chest in {/* Read as words: a screen reader would take '05:03:09' for a time of day. */}
      <span aria-hidden className="font-mono font-bold text-fg tabular-nums">
        {formatCountdown(remaining)}
      </span>
      <span className="sr-only">{describeCountdown(remaining)}</span>
    </p>
  );
}
