import { describe, expect, it } from 'vitest';
import { findDurations, formatCountdown, timerLabel } from './step-timers.ts';

describe('findDurations', () => {
  it('finds the durations of engine steps, a range by its first number', () => {
    expect(
      findDurations(
        'Cover with foil and bake 40 minutes, then uncover and bake 25-35 minutes more, until the rice is tender (taste a spoonful), the peppers are soft and the tops browned. Rest 15 minutes before serving.',
      ),
    ).toEqual([
      { text: '40 minutes', seconds: 2400 },
      { text: '25-35 minutes', seconds: 1500 },
      { text: '15 minutes', seconds: 900 },
    ]);
    expect(findDurations('Return to the heat, add the beef stock, then cover and simmer gently for 1½ hours.')).toEqual(
      [{ text: '1½ hours', seconds: 5400 }],
    );
    expect(findDurations('Toast the bagel halves for 2-3 minutes, until golden.')).toEqual([
      { text: '2-3 minutes', seconds: 120 },
    ]);
    expect(findDurations('Braise in the oven for 2-2½ hours, turning the shanks once.')).toEqual([
      { text: '2-2½ hours', seconds: 7200 },
    ]);
    expect(findDurations('Blend for 30-45 seconds until smooth.')).toEqual([{ text: '30-45 seconds', seconds: 30 }]);
  });

  it('reads the short forms and the one-word singular', () => {
    expect(findDurations('Simmer for 1 minute.')).toEqual([{ text: '1 minute', seconds: 60 }]);
    expect(findDurations('Bake 45 min, then rest 10 mins.')).toEqual([
      { text: '45 min', seconds: 2700 },
      { text: '10 mins', seconds: 600 },
    ]);
    expect(findDurations('Chill for 1 hour.')).toEqual([{ text: '1 hour', seconds: 3600 }]);
    expect(findDurations('Give it a 5-minute rest.')).toEqual([{ text: '5-minute', seconds: 300 }]);
    expect(findDurations('Whisk 20 sec.')).toEqual([{ text: '20 sec', seconds: 20 }]);
  });

  it('joins hours and minutes into one timer, but not two separate waits', () => {
    expect(findDurations('Roast 1 hour 30 minutes.')).toEqual([{ text: '1 hour 30 minutes', seconds: 5400 }]);
    expect(findDurations('Roast 1 h and 15 min.')).toEqual([{ text: '1 h and 15 min', seconds: 4500 }]);
    expect(findDurations('Bake 40 minutes, 5 minutes more if pale.')).toEqual([
      { text: '40 minutes', seconds: 2400 },
      { text: '5 minutes', seconds: 300 },
    ]);
  });

  it('lists a repeated duration once', () => {
    expect(findDurations('Stir 2 minutes, add the rice and stir 2 minutes.')).toEqual([
      { text: '2 minutes', seconds: 120 },
    ]);
  });

  it('ignores temperatures, sizes, days and words that only contain a unit', () => {
    expect(findDurations('Heat the oven to 190°C (375°F). Leave 1 cm (½ in) walls.')).toEqual([]);
    expect(findDurations('Soak overnight, or for 2 days.')).toEqual([]);
    expect(findDurations('Serve 4 hungry minstrels.')).toEqual([]);
    expect(findDurations('Cook 0 minutes.')).toEqual([]);
    expect(findDurations('Serve at once.')).toEqual([]);
  });
});

describe('timerLabel', () => {
  it('names a timer briefly', () => {
    expect(timerLabel(1800)).toBe('30 min');
    expect(timerLabel(3600)).toBe('1 h');
    expect(timerLabel(5400)).toBe('1 h 30 min');
    expect(timerLabel(45)).toBe('45 sec');
    expect(timerLabel(90)).toBe('1 min 30 sec');
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss, and hours from an hour up, never below zero', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59.2)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
