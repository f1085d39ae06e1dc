import {
  Award,
  BookOpen,
  CakeSlice,
  ChefHat,
  Clover,
  Cookie,
  CookingPot,
  Crown,
  Drumstick,
  Egg,
  Flame,
  FlaskConical,
  Gem,
  Handshake,
  Image,
  KeyRound,
  Landmark,
  Library,
  Mail,
  Megaphone,
  Salad,
  ScrollText,
  Shield,
  Sparkles,
  Star,
  Trophy,
  UtensilsCrossed,
  WandSparkles,
  type LucideIcon,
} from 'lucide-react';
import { cx } from '../lib/cx.ts';

/**
 * Each badge's picture, drawn rather than typed: the catalogue's emoji render as empty boxes on
 * many Linux desktops. The emoji stays the badge's icon in notifications and push messages.
 */
const BADGE_ICONS: Record<string, LucideIcon> = {
  'first-recipe': CookingPot,
  'ten-recipes': BookOpen,
  'fifty-recipes': ChefHat,
  'hundred-recipes': Library,
  'level-5': Star,
  'level-10': Sparkles,
  'level-20': Crown,
  'first-common': UtensilsCrossed,
  'first-uncommon': Clover,
  'first-rare': Gem,
  'first-epic': WandSparkles,
  'first-legendary': Flame,
  'first-breakfast': Egg,
  'first-starter': Salad,
  'first-main': Drumstick,
  'first-dessert': CakeSlice,
  'first-snacks': Cookie,
  'first-elixir': FlaskConical,
  'every-type': UtensilsCrossed,
  'first-publish': Megaphone,
  'ten-published': Landmark,
  'first-referral': Handshake,
  'five-referrals': Shield,
  'hero-portrait': Image,
  'hero-profile': ScrollText,
  'first-chest': KeyRound,
  'chest-streak-3': Flame,
  'chest-streak-7': Trophy,
  'promo-redeemed': Mail,
};

/**
 * A badge's drawn icon (an SVG that follows the text colour), or a medal for a badge added later.
 *
 * @example
 * <BadgeIcon id="first-rare" className="size-6" />
 */
export function BadgeIcon({ id, className }: { id: string; className?: string }) {
  const Icon = BADGE_ICONS[id] ?? Award;
  return <Icon aria-hidden data-badge-icon={id} className={cx('shrink-0', className)} />;
}
