import type { Theme, WizardClass } from '@feastforge/domain';
import type { Phrase } from './dish-facts.ts';

/**
 * Words each biome lends a recipe: places, adjectives, imagery for descriptions and lore. A phrase
 * that claims something of the dish names the facts it needs (dish-facts.ts); each list keeps at
 * least one plain phrase, so every dish has words to choose from.
 */
export interface BiomeLexicon {
  places: readonly string[];
  /** Words before the dish in its title: one that says how it is served or what is in it names the facts it needs. */
  adjectives: readonly Phrase[];
  imagery: readonly Phrase[];
  lore: readonly Phrase[];
}

export const BIOMES: Record<Theme, BiomeLexicon> = {
  'snowy-mountain': {
    places: [
      'Frostpeak',
      'the Rimewall',
      'Glacierhold',
      'the Northern Passes',
      'Snowcrown Keep',
      'the Whitefang Range',
      'Hearthstone Lodge',
      'the Icebound Summit',
    ],
    adjectives: [
      { text: 'Frostbitten', needs: ['chilled'] },
      { text: 'Hearthfire', needs: ['fire-cooked'] },
      'Snowdrift',
      { text: 'Rimefrost', needs: ['chilled'] },
      'Avalanche',
      'Northwind',
      { text: 'Glacier-Born', needs: ['chilled'] },
      { text: 'Yeti-Warmed', needs: ['hot'] },
      { text: 'Iceforged', needs: ['chilled'] },
      { text: 'Blizzard', needs: ['chilled'] },
    ],
    imagery: [
      { text: 'steam curling into thin mountain air', needs: ['hot'] },
      { text: 'a crackling hearth against the howling wind', needs: ['hot'] },
      'snow piling at the lodge door',
      'frost feathering the window panes',
    ],
    lore: [
      {
        text: 'Mountain guides swear a bowl of this keeps frostbite from the fingers until dawn.',
        needs: ['hot', 'bowl'],
      },
      {
        text: 'It was first ladled out in a snowed-in lodge, where nobody could leave for a week and nobody complained.',
        needs: ['hot', 'bowl'],
      },
      'It was first served in a snowed-in lodge, where nobody could leave for a week and nobody complained.',
      'The old yeti of the Rimewall is said to trade safe passage for a second helping.',
    ],
  },
  'dragons-lair': {
    places: [
      'the Ember Caldera',
      'Wyrmhold',
      'the Scorched Vault',
      'Cinderpeak',
      'the Obsidian Hoard',
      'Ashfall Crater',
      'the Molten Throne',
      'Drakesmoke Hollow',
    ],
    adjectives: [
      { text: 'Ember', needs: ['fire-cooked'] },
      { text: 'Dragonfire', needs: ['fire-cooked'] },
      { text: 'Scorched', needs: ['fire-cooked'] },
      { text: 'Smouldering', needs: ['hot'] },
      'Wyrm-Kissed',
      { text: 'Cinder', needs: ['fire-cooked'] },
      { text: 'Blazing', needs: ['hot'] },
      'Hoard-Guarded',
      { text: 'Molten', needs: ['hot'] },
      { text: 'Ashen', needs: ['fire-cooked'] },
    ],
    imagery: [
      'embers glowing beneath a sleeping dragon',
      { text: 'gold coins shifting in the heat', needs: ['hot'] },
      'smoke curling from a cavern mouth',
      { text: 'the red glow of a forge-hot hoard', needs: ['hot'] },
    ],
    lore: [
      'Dragons are said to guard recipes more jealously than gold; this one was smuggled out in a singed apron.',
      'A knight once traded his shield for the secret of this dish and never regretted it.',
      { text: 'The heat is part of the spell: cook it bravely.', needs: ['hot'] },
    ],
  },
  'mystic-forest': {
    places: [
      'the Whispering Wood',
      'Moonglade',
      'the Elderbough',
      'Fernshadow Vale',
      'the Silverleaf Grove',
      'Mossheart Hollow',
      'the Fey Crossing',
      'Starlit Thicket',
    ],
    adjectives: [
      'Moonlit',
      'Fey-Touched',
      'Whispering',
      'Mossgrown',
      'Enchanted',
      'Elderwood',
      'Glimmering',
      'Thistledown',
      'Dewkissed',
      'Wildwood',
    ],
    imagery: [
      'glowing mushrooms lighting a mossy path',
      'moonlight through ancient branches',
      'fireflies drifting over a hidden glade',
      'dew gathering on silver ferns',
    ],
    lore: [
      'Forest spirits leave a sprig of thyme on the doorstep of any cook who makes this well.',
      'It was taught by a dryad to a lost traveller, who found the way home with a full belly.',
      { text: 'Gather the herbs at dawn, the old wives say, and the flavour doubles.', needs: ['herbs'] },
    ],
  },
  'coastal-cove': {
    places: [
      'Saltwind Cove',
      'the Pearl Harbour',
      'Gullrock Bay',
      'the Sunken Lighthouse',
      'Tidecaller Point',
      'the Coral Reach',
      'Driftwood Landing',
      'Siren Shoals',
    ],
    adjectives: [
      'Tidecaller',
      { text: 'Saltkissed', needs: ['savoury'] },
      'Sea-Sprite',
      'Driftwood',
      'Mermaid',
      'Sunlit',
      'Coral',
      'Brinewind',
      'Harbour',
      'Pearl',
    ],
    imagery: [
      'waves breaking on a sunlit cove',
      'gulls wheeling above the harbour',
      'lanterns swaying on a fishing boat',
      'salt spray on warm sand',
    ],
    lore: [
      'Sailors eat this the night before a long voyage, for luck and for ballast.',
      "A mermaid is said to have traded the recipe for a captain's compass.",
      'Harbour cooks serve it with the tide; nobody has yet explained why it tastes better at high water.',
    ],
  },
  'desert-oasis': {
    places: [
      'the Mirage Springs',
      'Sunspire',
      'the Dune Sea',
      'Palmshade Oasis',
      'the Amber Bazaar',
      'Sandstone Citadel',
      'the Caravan Road',
      'Starwell',
    ],
    adjectives: [
      { text: 'Sunscorched', needs: ['fire-cooked'] },
      'Mirage',
      'Caravan',
      { text: 'Saffron', needs: ['saffron'] },
      'Dune-Born',
      'Oasis',
      'Amber',
      'Sandstorm',
      { text: 'Spice-Road', needs: ['spiced'] },
      'Golden',
    ],
    imagery: [
      'palm shadows over a cool spring',
      'a caravan resting beneath the stars',
      'spice stalls glowing in the evening bazaar',
      'dunes rippling gold at sunset',
    ],
    lore: [
      'Caravan masters judge a cook by this dish before they hire them for the crossing.',
      'The spice merchant who first sold it swore it could cool the hottest noon and warm the coldest desert night.',
      'It is served to honoured guests at the oasis, always with a second cup of something cold.',
    ],
  },
  'underground-cavern': {
    places: [
      'Deepdelve',
      'the Crystal Grotto',
      'the Glimmering Halls',
      'Stonebrew Tunnels',
      'the Lantern Mines',
      'Echoing Depths',
      'the Underhall',
      'Gemvein Hollow',
    ],
    adjectives: [
      'Deepdelve',
      'Crystal',
      'Lantern-Lit',
      'Stoneheart',
      'Gemvein',
      'Shadowroot',
      'Underhall',
      'Echoing',
      'Ironvein',
      { text: 'Glowcap', needs: ['mushrooms'] },
    ],
    imagery: [
      'crystals glittering in torchlight',
      'lanterns swinging down a mine shaft',
      'an underground lake as still as glass',
      'glowcap mushrooms lining the tunnel walls',
    ],
    lore: [
      {
        text: 'Dwarven miners carry this down the shaft in sealed tins, and trade it for anything but gold.',
        needs: ['portable'],
      },
      'The recipe was carved into a tunnel wall, and whoever copied it out kept the best bits.',
      'In the deep halls, a good cook is worth more than a good lantern.',
    ],
  },
};

/** Words each class lends: a cook's title, the hero's trait, and a piece of advice. */
export interface ClassLexicon {
  titles: readonly string[];
  traits: readonly Phrase[];
  advice: readonly Phrase[];
}

export const CLASSES: Record<WizardClass, ClassLexicon> = {
  fighter: {
    titles: ['Champion', 'Shieldbearer', 'Sellsword', 'Knight-Errant', 'Veteran', 'Swordmaster', 'Arena Victor'],
    traits: [
      'for fighters who need strength before the next battle',
      'built to refuel a warrior after a long day of training',
      "a soldier's reward after a hard-won victory",
    ],
    advice: [
      { text: 'Eat it warm after training; it is made to be filling.', needs: ['hot', 'filling'] },
      { text: 'It reheats well, so cook once and fuel up twice.', needs: ['reheats'] },
      'Have everything ready before you start, as you would your kit before a bout.',
    ],
  },
  wizard: {
    titles: ['Archmage', 'Spellwright', 'Arcanist', 'Runekeeper', 'Tower Sage', 'Enchanter', 'Stargazer'],
    traits: [
      "precise enough for a spellcaster's study",
      'measured like a potion, with nothing left to chance',
      'for scholars who forget to eat until the candles burn low',
    ],
    advice: [
      'Measure everything before you start; the magic is in the precision.',
      'Read the whole recipe once before you begin, as you would a spell.',
    ],
  },
  ranger: {
    titles: ['Pathfinder', 'Trailwarden', 'Forest Scout', 'Wayfarer', 'Huntmaster', 'Wildstrider', 'Beastfriend'],
    traits: [
      { text: 'for rangers who cook by the campfire and travel light', needs: ['over-fire'] },
      { text: 'made from what a good forager finds along the trail', needs: ['foraged'] },
      {
        text: 'hearty enough for the road and simple enough for a camp stove',
        needs: ['over-fire', 'filling', 'simple'],
      },
      'for rangers who travel light and eat well at the end of the trail',
    ],
    advice: [
      { text: 'It packs and travels well; take leftovers on the trail.', needs: ['portable'] },
      { text: 'A cast-iron pan over a campfire works as well as any stove here.', needs: ['over-fire'] },
      'Lay out every ingredient before you start, as you would pack for the trail.',
    ],
  },
  bard: {
    titles: ['Minstrel', 'Troubadour', 'Songweaver', 'Loremaster', 'Jester', 'Skald', 'Tavern Darling'],
    traits: [
      { text: 'made for sharing at a crowded tavern table', needs: ['shareable'] },
      { text: 'sweet enough to earn an encore', needs: ['sweet'] },
      'a crowd-pleaser worth singing about',
    ],
    advice: [
      { text: 'Serve it in the middle of the table and let everyone help themselves.', needs: ['shareable'] },
      'It doubles easily; more guests, more songs.',
    ],
  },
  barbarian: {
    titles: ['Warlord', 'Berserker', 'Clan-Chief', 'Axe-Bearer', 'Bonecrusher', 'Stormrager', 'Warchief'],
    traits: [
      { text: 'a hearty, mighty portion for the hungriest of heroes', needs: ['filling'] },
      { text: 'big, bold and made to be eaten with both hands', needs: ['handheld'] },
      { text: 'food for a warband after a long march', needs: ['filling'] },
      'bold enough for the loudest table in the hall',
    ],
    advice: [
      'Do not be shy with the portions; this one is meant to be a feast.',
      { text: 'Serve it in big bowls and keep seconds coming.', needs: ['bowl'] },
    ],
  },
  druid: {
    titles: ['Grove Keeper', 'Circle Elder', 'Wildshaper', 'Rootwarden', 'Seedsinger', 'Leafcaller', 'Earthmother'],
    traits: [
      { text: 'plant-forward and in tune with the season', needs: ['plant-forward'] },
      { text: 'a gift of the garden and the grove', needs: ['plant-forward', 'vegetables'] },
      { text: 'gathered with respect for every root and leaf', needs: ['vegetables'] },
      'made with a patient hand, the way the grove keepers cook',
    ],
    advice: [
      {
        text: 'Use what is in season; the recipe forgives a swap of one vegetable for another.',
        needs: ['vegetables'],
      },
      { text: 'Keep the trimmings for stock; nothing from the garden goes to waste.', needs: ['trimmings'] },
      'Let the ingredients lead: buy the best you can find and treat them simply.',
    ],
  },
};
