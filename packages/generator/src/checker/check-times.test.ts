import { describe, expect, it } from 'vitest';
import { checkTimes, stepsMinutes, writtenSteps } from './check-times.ts';

describe('stepsMinutes', () => {
  it('reads each range at its low end, hours as minutes, a time per batch once a batch', () => {
    expect(stepsMinutes(['Simmer for 13-16 minutes.', 'Chill for at least 6 hours or overnight.'])).toBe(373);
    expect(stepsMinutes(['Brown the beef in three batches, 8-10 minutes each.'])).toBe(24);
    // Past eight, in words or in digits, as the engine writes rounds of pancakes for twenty.
    expect(stepsMinutes(['Fry the slices in nine batches, 4-6 minutes each.'])).toBe(36);
    expect(stepsMinutes(['Cook in 15 batches, 4-5 minutes each.'])).toBe(60);
    expect(stepsMinutes(['Roast in two batches, one batch after another: 20 minutes, then 50-60 minutes more.'])).toBe(
      140,
    );
  });

  it('brings sheets lined for the oven in rounds round again at the bake, not at the whisking between', () => {
    const macaroons = [
      'Heat the oven to 165°C (325°F) and line two baking sheets with baking paper (in two batches, on two shelves, swapping them halfway).',
      'Whisk the egg whites and sugar until frothy, about 1 minute.',
      'Bake 20-25 minutes, until golden on the peaks.',
    ];
    expect(stepsMinutes(macaroons)).toBe(41);
    // However the oven's work is worded; and where no sentence names it, at the longest after the rounds.
    expect(stepsMinutes(['Spread on two trays (in two batches, on two shelves).', 'Toast for 15-18 minutes.'])).toBe(
      30,
    );
    expect(
      stepsMinutes(['Line two trays (in two batches, on two shelves).', 'Simmer 10 minutes.', 'Dry for 5-6 hours.']),
    ).toBe(610);
    expect(
      stepsMinutes(['Set on two sheets (in three batches, on two shelves).', 'Whisk 3 minutes.', 'Cook 12 minutes.']),
    ).toBe(39);
    // Rounds that are not the oven's come round at the next timed sentence, whatever it does.
    expect(stepsMinutes(['Set out two trays (in two batches).', 'Chill 30 minutes.'])).toBe(60);
  });

  it('counts nothing for what is done meanwhile, an alternative or a time that is no wait', () => {
    expect(
      stepsMinutes([
        'Bake 45 minutes (or grill 25-30 minutes). Meanwhile simmer the syrup 10 minutes.',
        'Turn every 2 minutes; cover with foil after 40 minutes. Keeps up to 4 hours.',
        'Or freeze it for 3 hours.',
      ]),
    ).toBe(45);
  });
});

describe('checkTimes', () => {
  it('flags a mexican hot chocolate for 20 whose card is shorter than its steps', () => {
    const steps = [
      'Heat the milk over medium heat for 13-16 minutes, until steaming.',
      'Take off the heat and let the cinnamon steep for 10 minutes.',
      'Warm again for 2-3 minutes and serve.',
    ];
    expect(checkTimes({ prepMinutes: 5, cookMinutes: 15, steps })).toEqual([
      { code: 'time', message: 'The card gives 20 min in all, but the steps take 25 min at the least.' },
    ]);
    expect(checkTimes({ prepMinutes: 5, cookMinutes: 20, steps })).toEqual([]);
  });

  it('flags overnight oats that chill 6 hours on a card of 10 minutes', () => {
    const steps = ['Stir everything together.', 'Seal and refrigerate for at least 6 hours or overnight.'];
    expect(checkTimes({ prepMinutes: 10, cookMinutes: 0, steps })).toHaveLength(1);
  });
});

describe('checkTimes on a dish never heated', () => {
  const steps = [
    'Stir the ground coffee into the water in two lidded jars. Cover and leave at room temperature for 12-16 hours.',
    'Strain through a fine sieve lined with a paper coffee filter, letting it drip for 13-30 minutes.',
    'Fill the glasses with the ice and pour in the concentrate.',
  ];

  it('flags a cold brew for 20 whose card says Cook 8 min', () => {
    expect(checkTimes({ prepMinutes: 735, cookMinutes: 8, steps })).toEqual([
      { code: 'time', message: 'The card gives 8 min of cooking, but no step cooks or heats anything: it is prep.' },
    ]);
    expect(checkTimes({ prepMinutes: 743, cookMinutes: 0, steps })).toEqual([]);
  });

  it('reads warm water to loosen a frozen purée, and a bowl that melts, as no cooking', () => {
    const bowl = ['Run the purée under warm water, then blend.', 'Eat at once, before it melts.'];
    expect(checkTimes({ prepMinutes: 10, cookMinutes: 5, steps: bowl })).toHaveLength(1);
    expect(checkTimes({ prepMinutes: 10, cookMinutes: 5, steps: ['Melt the butter, then blend.'] })).toEqual([]);
  });
});

describe('checkTimes against the dish as written', () => {
  const written = {
    prepMinutes: 15,
    cookMinutes: 40,
    steps: writtenSteps(['Whisk about 5 minutes.', 'Pour into {@tin} and bake {minutes@tin:35-40}.']),
  };
  const steps = ['Whisk about 5 minutes.', 'Pour into the tin and bake 20-25 minutes.'];

  it('flags a tarta for one that bakes 20-25 minutes under a card still saying Cook 40 min', () => {
    expect(checkTimes({ prepMinutes: 15, cookMinutes: 40, steps }, written)).toEqual([
      {
        code: 'time',
        message:
          'The card gives 55 min in all, but the steps take 25 min and the untimed work 15 min: the card should follow the steps.',
      },
    ]);
  });

  it('passes the card that follows the shorter bake', () => {
    expect(checkTimes({ prepMinutes: 15, cookMinutes: 25, steps }, written)).toEqual([]);
  });

  it('flags a card for 20 whose work done ahead did not grow with the party', () => {
    // 25 min of chopping for 4 (a 30-minute card over 5 timed minutes) is about an hour for 20.
    const four = { prepMinutes: 25, cookMinutes: 5, steps: ['Simmer 5 minutes.'], servings: 4 };
    const twenty = (prepMinutes: number) => ({ ...four, prepMinutes, servings: 20 });
    expect(checkTimes(twenty(25), four)).toEqual([
      {
        code: 'time',
        message:
          'The card gives 30 min in all, but the steps take 5 min and the untimed work for 20 66 min: the card should follow the steps.',
      },
    ]);
    expect(checkTimes(twenty(66), four)).toEqual([]);
    // For fewer it takes about as long: the knife and the board are the same.
    expect(checkTimes({ ...four, servings: 1 }, four)).toEqual([]);
  });
});

describe('stepsMinutes reading batches and work done alongside', () => {
  it('counts the next timed sentence once a batch after a batch note with no time of its own', () => {
    const steps = [
      'Set 20 ramekins in two deep roasting pans (in two batches, on two shelves, swapping them halfway).',
      'Bake 35-45 minutes, until set. Lift out, cool, then chill at least 4 hours.',
    ];
    expect(stepsMinutes(steps)).toBe(2 * 35 + 240);
  });

  it('counts every timed sentence once a batch when each batch is served as it is ready', () => {
    const steps = [
      'Heat the oil in two pans (in three batches, serving each batch as it is ready). Cook the onions 8-10 minutes.',
      'Simmer 10-12 minutes.',
    ];
    expect(stepsMinutes(steps)).toBe(3 * (8 + 10));
  });

  it('counts what is done meanwhile only where it runs past the step beside it', () => {
    expect(stepsMinutes(['Steep 4-5 minutes.', 'Meanwhile heat the milk for 11-16 minutes.'])).toBe(11);
    expect(stepsMinutes(['Boil 15-20 minutes.', 'Meanwhile brown the lamb, 8-10 minutes.'])).toBe(15);
  });
});

describe('writtenSteps', () => {
  it('writes a time per batch in as many batches as the written amount takes', () => {
    const grams = () => 600;
    expect(writtenSteps(['Grill {batches:chicken-thigh/300g:8-10 minutes}.'], grams)).toEqual([
      'Grill in 2 batches, 8-10 minutes each.',
    ]);
    expect(writtenSteps(['Grill {batches:chicken-thigh/600g:8-10 minutes}.'], grams)).toEqual(['Grill 8-10 minutes.']);
  });
});

describe('checkTimes: the card follows the steps both ways', () => {
  // A satay written for six grills its 600 g of chicken in two batches; for one, 100 g in one.
  const written = {
    prepMinutes: 85,
    cookMinutes: 30,
    steps: writtenSteps(
      [
        'Soak the skewers for 30 minutes. Marinate for at least 1 hour (up to overnight).',
        'Simmer the sauce for 5 minutes.',
        'Cook the skewers {batches:chicken-thigh/300g:8-10 minutes}.',
      ],
      () => 600,
    ),
  };
  const forOne = [
    'Soak the skewers for 30 minutes. Marinate for at least 1 hour (up to overnight).',
    'Simmer the sauce for 5 minutes.',
    'Cook the skewers 8-10 minutes.',
  ];

  it('flags a satay for one under the card for six, whose second batch it never grills', () => {
    expect(checkTimes({ prepMinutes: 85, cookMinutes: 30, steps: forOne }, written)).toEqual([
      {
        code: 'time',
        message:
          'The card gives 115 min in all, but the steps take 103 min and the untimed work 4 min: the card should follow the steps.',
      },
    ]);
    expect(checkTimes({ prepMinutes: 85, cookMinutes: 22, steps: forOne }, written)).toEqual([]);
  });

  it('flags a model-written card of 2 hours over 20 minutes of steps, not 53 minutes of folding gyoza', () => {
    const steps = ['Fry 3 minutes.', 'Pour in the water, cover and steam 12-14 minutes.', 'Rest 2 minutes.'];
    expect(checkTimes({ prepMinutes: 60, cookMinutes: 60, steps })).toEqual([
      {
        code: 'time',
        message:
          'The card gives 120 min in all, but the steps take 17 min: no dish needs more than 63 min of untimed work beside them.',
      },
    ]);
    expect(checkTimes({ prepMinutes: 55, cookMinutes: 15, steps })).toEqual([]);
  });
});
