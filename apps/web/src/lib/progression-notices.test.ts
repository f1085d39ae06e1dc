import { CHEST_ALREADY_CLAIMED_MESSAGE, PROMO_MESSAGES } from '@feastforge/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.ts';
import { chestFailure, promoFailure } from './progression-notices.ts';

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
});
