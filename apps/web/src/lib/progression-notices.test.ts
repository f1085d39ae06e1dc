import {
  CHEST_ALREADY_CLAIMED_MESSAGE,
  HERO_PORTRAIT_FAILED_MESSAGE,
  PROMO_MESSAGES,
  VALIDATION,
} from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.ts';
import { chestFailure, portraitFailure, promoFailure } from './progression-notices.ts';

describe('the cards’ failure texts', () => {
  it('show a second chest claim’s reason under Already Claimed', () => {
    const error = new ApiError(409, 'already_claimed', CHEST_ALREADY_CLAIMED_MESSAGE);
    expect(chestFailure(error)).toEqual({ title: 'Already Claimed', message: CHEST_ALREADY_CLAIMED_MESSAGE });
  });

  it('show any other chest failure as the spec’s one text', () => {
    const notice = { title: 'Error', message: 'Failed to open chest. Please try again.' };
    expect(chestFailure(new ApiError(0, 'network', 'offline'))).toEqual(notice);
    expect(chestFailure(new ApiError(500, 'internal', 'boom'))).toEqual(notice);
    expect(chestFailure(new Error('anything'))).toEqual(notice);
  });

  it('show a refused code’s reason under Invalid Code, anything else as Promotion Code Error', () => {
    const refused = new ApiError(422, 'promo_code_rejected', PROMO_MESSAGES.usedUp);
    expect(promoFailure(refused)).toEqual({ title: 'Invalid Code', message: PROMO_MESSAGES.usedUp });
    const notice = { title: 'Promotion Code Error', message: 'Could not apply promotion code.' };
    expect(promoFailure(new ApiError(0, 'network', 'offline'))).toEqual(notice);
    expect(promoFailure(new TypeError('x'))).toEqual(notice);
  });

  it('say why a portrait was refused for a missing race or class or the hourly limit, else the one text', () => {
    const failed = { title: 'Error', message: HERO_PORTRAIT_FAILED_MESSAGE };
    const needs = new ApiError(400, 'validation_failed', VALIDATION.portraitNeeds);
    expect(portraitFailure(needs)).toEqual({ title: 'Error', message: VALIDATION.portraitNeeds });
    const limited = new ApiError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.');
    expect(portraitFailure(limited).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(portraitFailure(new ApiError(502, 'image_failed', 'the easel fell'))).toEqual(failed);
    expect(portraitFailure(new ApiError(0, 'network', 'offline'))).toEqual(failed);
    expect(portraitFailure(new Error('anything'))).toEqual(failed);
  });
});
