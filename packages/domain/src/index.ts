export * from './enums.ts';
export * from './rarity.ts';
export * from './progression.ts';
export * from './mana.ts';
export * from './messages.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './analytics.ts';
