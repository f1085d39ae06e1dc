import { describe, expect, it } from 'vitest';
import { CHEST_ALREADY_CLAIMED_MESSAGE } from './chest.ts';
import { PROMO_MESSAGES } from './promo-codes.ts';
import { FLOW_TOASTS, noticeFor } from './notices.ts';
import { insufficientManaMessage, TOASTS } from './messages.ts';

describe('noticeFor: the one table of spec section 8', () => {
  it("sends a refused generation to the spec's page with the spec's texts", () => {
    expect(noticeFor({ code: 'insufficient_mana', details: { required: 10 } }, 'generation')).toEqual({
      title: 'Insufficient Mana',
      message: 'You need 10 mana to conjure this recipe. Visit the shop to purchase more!',
      goTo: '/shop',
    });
    expect(noticeFor({ code: 'insufficient_mana' }, 'generation').message).toBe(
      'You need 5 mana to conjure this recipe. Visit the shop to purchase more!',
    );
    expect(insufficientManaMessage(40, 'to paint this portrait')).toBe(
      'You need 40 mana to paint this portrait. Visit the shop to purchase more!',
    );
    expect(noticeFor({ code: 'trial_exhausted' }, 'generation')).toEqual({
      ...TOASTS.trialLimit,
      goTo: '/register-benefits',
    });
    expect(noticeFor({ code: 'image_failed' }, 'generation')).toEqual({ ...TOASTS.fizzle, goTo: '/wizard' });
    expect(noticeFor({ code: 'unauthorized', message: 'Please sign in again.' }, 'generation')).toEqual({
      ...TOASTS.authRequired,
      goTo: '/auth',
    });
  });

  it("gives any other generation failure the 'Generation Failed' title and the server's words", () => {
    expect(noticeFor({ code: 'generation_failed', message: 'No dish fits every need.' }, 'generation')).toEqual({
      title: 'Generation Failed',
      message: 'No dish fits every need.',
      goTo: '/wizard',
    });
    expect(noticeFor({ code: 'rate_limited', message: 'Slow down.' }, 'generation')).toEqual({
      title: 'Generation Failed',
      message: 'Slow down.',
      goTo: '/wizard',
    });
    expect(noticeFor({ code: 'generation_failed' }, 'generation').message).toBe(TOASTS.generationFailed.message);
  });

  it("outside generation, an unknown refusal shows the server's message under 'Error' and goes nowhere", () => {
    expect(noticeFor({ code: 'unauthorized', message: 'Please sign in again.' })).toEqual({
      title: 'Error',
      message: 'Please sign in again.',
    });
    expect(noticeFor({ code: 'not_found' })).toEqual({ title: 'Error', message: TOASTS.unexpected.message });
  });

  it("shows the server's text under 'Already Claimed' for the chest and 'Invalid Code' for a promotion code", () => {
    expect(noticeFor({ code: 'already_claimed', message: CHEST_ALREADY_CLAIMED_MESSAGE })).toEqual({
      title: 'Already Claimed',
      message: CHEST_ALREADY_CLAIMED_MESSAGE,
    });
    expect(noticeFor({ code: 'promo_code_rejected', message: PROMO_MESSAGES.usedUp })).toEqual({
      title: 'Invalid Code',
      message: PROMO_MESSAGES.usedUp,
    });
  });
});

describe('FLOW_TOASTS: the progression texts of spec section 8', () => {
  it('words the profile, portrait, chest, promotion and badge-check toasts as the spec does', () => {
    expect(FLOW_TOASTS.profileUpdateFailed).toEqual({ title: 'Error', message: 'Failed to update profile' });
    expect(FLOW_TOASTS.portraitFailed).toEqual({ title: 'Error', message: 'Failed to generate hero portrait' });
    expect(FLOW_TOASTS.chestFailed).toEqual({ title: 'Error', message: 'Failed to open chest. Please try again.' });
    expect(FLOW_TOASTS.promoFailed).toEqual({
      title: 'Promotion Code Error',
      message: 'Could not apply promotion code.',
    });
    expect(FLOW_TOASTS.badgeCheckSignedOut.message).toBe('Please sign in again to check badges');
    expect(FLOW_TOASTS.badgeCheckFailed.message).toBe('Failed to check badges. Please try again.');
  });

  it('names the mana a code granted and the XP of a first portrait', () => {
    expect(FLOW_TOASTS.promoRedeemed(75)).toEqual({
      title: 'Promotion Code Redeemed!',
      message: 'You received 75 mana.',
    });
    expect(FLOW_TOASTS.portraitPainted(30).message).toBe('+30 XP for your first portrait.');
    expect(FLOW_TOASTS.portraitPainted(null).message).toBe('Your hero has a new look.');
  });
});
