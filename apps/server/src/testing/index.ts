/**
 * The real app over a throwaway database and the builders that fill it, for the web client's
 * integration tests (its sync client runs against this server, not a mock of it).
 */
export { createTestApp, type TestApp } from './harness.ts';
export {
  buildRecipeData,
  GOOD_PASSWORD,
  insertNotification,
  insertSavedRecipe,
  loginUser,
  registerUser,
} from './builders.ts';
