// The profile schema (zod), in its own chunk: the stored snapshot is checked against it just
// after the first paint, so a public page paints without it.
export { MeSchema } from '@feastforge/domain';
