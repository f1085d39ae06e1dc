import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, RANDOM_CODE_LENGTH } from '@feastforge/domain';

/** A random code from the unambiguous 32-symbol alphabet, from a cryptographic source. */
export function randomCode(length = RANDOM_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
