/**
 * The real app over a throwaway database and the builders that fill it, for the web client's
 * integration tests (its sync client runs against this server, not a mock of it).
 */
export { createTestApp, readOpenApi, type TestApp, type TestEnv } from './harness.ts';
export { withTestApp, type TestAppOptions } from './fixture.ts';
export { testApiClient, unchecked, type Answer, type Credentials, type TestApiClient } from './api-client.ts';
export { expectStatus } from './expectations.ts';
export {
  buildRecipeData,
  GOOD_PASSWORD,
  insertNotification,
  insertSavedRecipe,
  loginUser,
  registerUser,
  storedRecipeImage,
} from './builders.ts';
