// Imported first by the browser entry, so it runs before any module builds a schema: zod would
// otherwise probe `new Function`, which the CSP forbids and reports as a violation every time.
import { parseSchemasWithoutEval } from '@feastforge/domain';

parseSchemasWithoutEval();
