import { HERO_CLASSES, HERO_RACES, type HeroClass, type HeroRace } from '@feastforge/domain';
import { paintFrame } from './frame.ts';
import { hashString } from './hash.ts';
import { backdrop } from './portrait/backdrop.ts';
import { ears, faceFeatures, headShape, horns } from './portrait/face.ts';
import { gearBehind, gearFront } from './portrait/gear.ts';
import { beard, hairBack, hairFront } from './portrait/hair.ts';
import { CLASS_LOOKS, eyesFor, hairFor, headFor, skinFor, styleFor } from './portrait/looks.ts';
import { neck, outfit } from './portrait/outfit.ts';
import { Sketch } from './sketch.ts';
import { escapeXml } from './svg.ts';

/** What a hero portrait is drawn from. */
export interface HeroPortraitInput {
  race: HeroRace;
  heroClass: HeroClass;
  /** 'Male', 'Female', 'Non-binary' or 'Other' (any case). */
  gender: string;
  /** Varies skin, hair and style between heroes of the same race, class and gender. */
  seed?: string;
}

/** The portrait is square. */
export const PORTRAIT_SIZE = 600;
const BAND = 26;

/** Classes whose headgear covers the crown of the head, so no hair is drawn on top. */
const COVERED: ReadonlySet<HeroClass> = new Set(['Warrior', 'Rogue', 'Mage', 'Bard']);

/**
 * A bust portrait of a hero as an SVG string: race (ears, beard, tusks, horns, scales,
 * proportions), class (helm, hat, hood, holy symbol, bow, lute, eldritch glow, robe, leaf crown)
 * and a respectful gender presentation. Deterministic for the same input.
 *
 * @example
 * heroPortrait({ race: 'Dwarf', heroClass: 'Cleric', gender: 'Female', seed: 'user-42' })
 */
export function heroPortrait(input: HeroPortraitInput): string {
  const race: HeroRace = (HERO_RACES as readonly string[]).includes(input.race) ? input.race : 'Human';
  const hero: HeroClass = (HERO_CLASSES as readonly string[]).includes(input.heroClass) ? input.heroClass : 'Warrior';
  const sk = new Sketch(hashString(`${race}|${hero}|${input.gender.toLowerCase()}|${input.seed ?? ''}`), 'hp');
  const { rng } = sk;
  const look = CLASS_LOOKS[hero];
  const head = headFor(race);
  const skin = skinFor(race, rng);
  const hair = hairFor(race, rng);
  const iris = eyesFor(race, rng);
  const { hair: style, beard: beardKind } = styleFor(input.gender, race, rng);
  const covered = COVERED.has(hero);
  const hairStyle = covered && (style === 'bun' || style === 'curly' || style === 'undercut') ? 'short' : style;
  const scaly = race === 'Dragonborn';

  const layers = [
    backdrop(sk, hero, look),
    gearBehind(sk, head, hero, look),
    hero === 'Rogue' ? '' : hairBack(sk, head, hairStyle, hair),
    neck(sk, head, skin, scaly),
    outfit(sk, head, hero, look),
    scaly ? horns(sk, head, race, skin) : '',
    ears(sk, head, race, skin),
    headShape(sk, head, race, skin),
    faceFeatures(sk, head, race, skin, hair, iris, hero === 'Warlock' ? look.trim : undefined),
    beard(sk, head, beardKind, hair, race === 'Dwarf'),
    hero === 'Rogue' ? '' : hairFront(sk, head, hairStyle, hair),
    race === 'Tiefling' ? horns(sk, head, race, skin) : '',
    gearFront(sk, head, hero, look),
    paintFrame(sk, PORTRAIT_SIZE, PORTRAIT_SIZE, BAND, { metal: look.frame, corner: 'ornate', gem: look.gem }),
  ].join('');
  const title = escapeXml(`${race} ${hero}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" role="img"><title>${title}</title>${sk.defsMarkup()}${layers}</svg>`;
}
