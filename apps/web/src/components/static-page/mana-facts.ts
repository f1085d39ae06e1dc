import { BOOSTERS } from '@feastforge/domain';

/** Boosters that raise the rarity floor above common, i.e. every booster except Standard. */
export const FLOOR_BOOSTERS = BOOSTERS.filter((booster) => booster.floor !== 'common');
