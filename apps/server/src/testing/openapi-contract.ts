import { z } from 'zod';
import type { Endpoint } from '../http/allowed-methods.ts';

const SCHEMA_REF = '#/components/schemas/';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const ContentSchema = z.record(z.string(), z.object({ schema: z.unknown() }));

const OperationSchema = z.object({
  summary: z.string().min(1),
  description: z.string().optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z
    .array(
      z.object({
        name: z.string().min(1),
        in: z.enum(['path', 'query', 'header', 'cookie']),
        required: z.boolean().optional(),
        schema: z.unknown(),
      }),
    )
    .optional(),
  requestBody: z.object({ required: z.boolean().optional(), content: ContentSchema }).optional(),
  responses: z.record(
    z.string().regex(/^[1-5]\d\d$/, 'a response key is a status code'),
    z.object({ description: z.string().min(1), content: ContentSchema.optional(), headers: z.unknown().optional() }),
  ),
});

const SecuritySchemeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('http'), scheme: z.string().min(1), bearerFormat: z.string().optional() }),
  z.object({ type: z.literal('apiKey'), in: z.enum(['query', 'header', 'cookie']), name: z.string().min(1) }),
]);

/**
 * The parts of an OpenAPI 3.1 document the contract reads, checked as they are read (there is no
 * full 3.1 validator among the dependencies; {@link structuralProblems} checks the rest that matters).
 */
export const OpenApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string().min(1), version: z.string().min(1), description: z.string().optional() }),
  paths: z.record(z.string().regex(/^\/api\//), z.partialRecord(z.enum(METHODS), OperationSchema)),
  components: z.object({
    schemas: z.record(z.string(), z.unknown()).optional(),
    securitySchemes: z.record(z.string(), SecuritySchemeSchema),
  }),
});

export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
export type Operation = z.infer<typeof OperationSchema>;

/** One operation of the document, with its method in upper case as Hono names it. */
export interface DocumentedOperation extends Endpoint {
  operation: Operation;
}

/** Every operation of `document`, in document order. */
export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** `/api/recipes/{id}` as Hono mounts it: `/api/recipes/:id`. */
export function routePath(documentPath: string): string {
  return documentPath.replaceAll(/\{([^}]+)\}/g, ':$1');
}

/** A concrete address for a documented path: each parameter becomes `value`. */
export function samplePath(documentPath: string, value = '00000000-0000-4000-8000-000000000000'): string {
  return documentPath.replaceAll(/\{[^}]+\}/g, value);
}

/** The operation needs a credential: it declares security and no `{}` (anonymous) alternative. */
export function requiresCredential(operation: Operation): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

/** The operation reads a JSON body. */
export function hasJsonBody(operation: Operation): boolean {
  return Object.keys(operation.requestBody?.content ?? {}).some((type) => /^application\/([\w.-]+\+)?json$/.test(type));
}

/** Mounted endpoints the document lacks, and documented operations nothing mounts. */
export function driftProblems(document: OpenApiDocument, mounted: Endpoint[]): string[] {
  const key = ({ method, path }: Endpoint) => `${method} ${path}`;
  const documented = new Set(operationsOf(document).map((op) => key({ method: op.method, path: routePath(op.path) })));
  const served = new Set(mounted.map(key));
  return [
    ...[...served].filter((k) => !documented.has(k)).map((k) => `${k} is mounted but not documented`),
    ...[...documented].filter((k) => !served.has(k)).map((k) => `${k} is documented but not mounted`),
  ];
}

/**
 * Answers each operation must document from what it declares: 500 always; 400, 413 and 415 with
 * a JSON body (which must be required); 400 with a query; 401 when it needs a credential; every
 * error answer carries the shared error body.
 */
export function answerProblems(document: OpenApiDocument): string[] {
  return operationsOf(document).flatMap(({ method, path, operation }) => {
    const name = `${method} ${path}`;
    const statuses = new Set(Object.keys(operation.responses));
    const expected = ['500'];
    if (hasJsonBody(operation)) expected.push('400', '413', '415');
    if (operation.parameters?.some((p) => p.in === 'query')) expected.push('400');
    if (requiresCredential(operation)) expected.push('401');
    const problems = [...new Set(expected)]
      .filter((s) => !statuses.has(s))
      .map((s) => `${name} does not document ${s}`);
    if (hasJsonBody(operation) && operation.requestBody?.required !== true) problems.push(`${name}: body not required`);
    for (const [status, answer] of Object.entries(operation.responses)) {
      const schema = answer.content?.['application/json']?.schema;
      const isErrorBody = JSON.stringify(schema) === JSON.stringify({ $ref: `${SCHEMA_REF}ErrorBody` });
      if (Number(status) >= 400 && !isErrorBody) problems.push(`${name} ${status} is not the shared error body`);
    }
    return problems;
  });
}

/**
 * What a generator bug or a hand-written fragment could break and the schema above does not
 * see: path parameters that match the template, security that names declared schemes, and
 * references that resolve.
 */
export function structuralProblems(document: OpenApiDocument): string[] {
  const problems = operationsOf(document).flatMap(({ method, path, operation }) => {
    const name = `${method} ${path}`;
    const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
    const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
    const found: string[] = [];
    if (JSON.stringify(declared.map((p) => p.name).sort()) !== JSON.stringify(inTemplate))
      found.push(`${name}: path parameters ${JSON.stringify(declared.map((p) => p.name))} do not match the path`);
    if (declared.some((p) => p.required !== true)) found.push(`${name}: a path parameter is not required`);
    for (const scheme of (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)))
      if (!(scheme in document.components.securitySchemes)) found.push(`${name}: unknown security scheme ${scheme}`);
    return found;
  });
  return [...problems, ...unresolvedReferences(document)];
}

function unresolvedReferences(document: OpenApiDocument): string[] {
  const schemas = document.components.schemas ?? {};
  const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1] ?? '');
  return refs
    .filter((ref) => !(ref.startsWith(SCHEMA_REF) && ref.slice(SCHEMA_REF.length) in schemas))
    .map((ref) => `unresolved reference ${ref}`);
}
