/** The shape of a failed zod `safeParse`, without importing zod into the web app. */
interface FailedParse {
  success: false;
  error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> };
}

/**
 * The first validation issue, for the spec's 'Validation Error' toast (section 5): its message and
 * the top-level field it concerns.
 */
export function firstIssue(result: FailedParse): { message: string; field: string | undefined } {
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { message: issue?.message ?? 'Please check the form.', field: typeof field === 'string' ? field : undefined };
}
