/**
 * Whether the home carousel turns by itself (WAI-ARIA APG carousel): the visitor's choice
 * (`rotating`: off once they move it themselves or press stop, on when they press start; until
 * then the system's motion preference decides) and two pauses that end on their own (the
 * pointer over it, keyboard focus inside it).
 */
export interface RotationState {
  rotating: boolean | null;
  hovered: boolean;
  focused: boolean;
}

export type RotationEvent =
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  /** The visitor moved the carousel (a button, an indicator, a drag): it stays where they put it. */
  | { type: 'interact' }
  /** The stop/start button. */
  | { type: 'toggle'; reducedMotion: boolean };

export const INITIAL_ROTATION: RotationState = { rotating: null, hovered: false, focused: false };

/**
 * The visitor's choice, else motion unless the system asks for reduced motion.
 *
 * @example
 * wantsRotation(INITIAL_ROTATION, true) // false
 */
export function wantsRotation(state: RotationState, reducedMotion: boolean): boolean {
  return state.rotating ?? !reducedMotion;
}

/**
 * @example
 * rotationReducer(INITIAL_ROTATION, { type: 'interact' }) // { rotating: false, hovered: false, focused: false }
 */
export function rotationReducer(state: RotationState, event: RotationEvent): RotationState {
  switch (event.type) {
    case 'hover':
      return state.hovered === event.on ? state : { ...state, hovered: event.on };
    case 'focus':
      return state.focused === event.on ? state : { ...state, focused: event.on };
    case 'interact':
      return state.rotating === false ? state : { ...state, rotating: false };
    case 'toggle':
      // Pressing start is an explicit wish: it plays even with the pointer or focus on the button.
      return wantsRotation(state, event.reducedMotion)
        ? { ...state, rotating: false }
        : { rotating: true, hovered: false, focused: false };
  }
}

/** The slides move now: wanted, and neither hovered nor focused. */
export function isAutoplaying(state: RotationState, reducedMotion: boolean): boolean {
  return wantsRotation(state, reducedMotion) && !state.hovered && !state.focused;
}

/**
 * A slide's name for screen readers, '3 of 10'.
 *
 * @example
 * slideLabel(2, 10) // '3 of 10'
 */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
