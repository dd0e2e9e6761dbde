// test-plan: PGlite only: checks /openapi.json and lints it with redocly; the document is built from the routes, never from stored data
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { ERROR_STATUS, type ErrorCode } from '../src/platform/errors.js';
import { fetchOpenApiDocument, lintOpenApiDocument } from '../scripts/lint-openapi.js';
import { useTestApp } from './helpers/app.js';

/** The parts of an OpenAPI 3.1 document these tests read. */
interface MediaType { schema?: { $ref?: string } & Record<string, unknown> }
interface Response { description?: string; content?: Record<string, MediaType>; $ref?: string }
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, Response>;
}
interface Document {
  openapi: string;
  info: { title?: string; version: string; description?: string };
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let doc: Document;

function operations(): { label: string; path: string; method: string; op: Operation }[] {
  const list = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      label: `${method.toUpperCase()} ${path}`,
      path,
      method,
      op: item[method] as Operation,
    })),
  );
  assert.ok(list.length > 0, 'the document has no operations at all');
  return list;
}

/** Per-operation checks collect every problem, so one run lists all offending operations. */
function assertNoProblems(problems: string[]): void {
  assert.ok(problems.length === 0, `${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
}

/** `#/components/schemas/X` → the component, or undefined (and a problem) when it does not resolve. */
function component(ref: string, where: string, problems: string[]): unknown {
  const match = /^#\/components\/schemas\/([^/]+)$/.exec(ref);
  const schema = match ? doc.components?.schemas?.[decodeURIComponent(match[1]!)] : undefined;
  if (!schema) problems.push(`${where}: $ref ${ref} does not resolve to a component of #/components/schemas`);
  return schema;
}

/**
 * The JSON schema of a response (application/json, or application/x-ndjson for the search stream, whose every line
 * is one JSON value), or undefined (and a problem) when it is not documented.
 */
function jsonSchemaOf(response: Response | undefined, where: string, problems: string[]): MediaType['schema'] | undefined {
  if (!response) {
    problems.push(`${where}: response is not documented`);
    return undefined;
  }
  if (typeof response.description !== 'string' || response.description.trim() === '') problems.push(`${where}: response has no description`);
  const schema = (response.content?.['application/json'] ?? response.content?.['application/x-ndjson'])?.schema;
  if (!schema || typeof schema !== 'object') {
    problems.push(`${where}: response has no application/json (or application/x-ndjson) schema`);
    return undefined;
  }
  if (typeof schema.$ref === 'string') component(schema.$ref, where, problems);
  return schema;
}

describe('the OpenAPI document (contract 9)', () => {
  // The real app (buildTestApp on openTestDb and the local FakeRtr), one per file.
  const handle = useTestApp();

  before(async () => {
    doc = (await fetchOpenApiDocument(handle.t.app)) as unknown as Document;
  });

  test('contract 9: GET /openapi.json answers 200 with a JSON document', async () => {
    const response = await handle.t.app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const body = response.json<Document>();
    assert.equal(typeof body, 'object');
    assert.equal(typeof body.paths, 'object');
  });

  test('contract 9: the document is OpenAPI 3.1.0 with version 1.0.0', () => {
    assert.equal(doc.openapi, '3.1.0');
    assert.equal(doc.info.version, '1.0.0');
    assert.ok(doc.info.title && doc.info.title.trim() !== '', 'info.title is empty');
  });

  test('contract 9: every operation has a unique operationId', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { label, op } of operations()) {
      if (typeof op.operationId !== 'string' || op.operationId.trim() === '') {
        problems.push(`${label} has no operationId`);
        continue;
      }
      if (seen.has(op.operationId)) problems.push(`${label} reuses operationId ${op.operationId} of ${seen.get(op.operationId)}`);
      seen.set(op.operationId, label);
    }
    assertNoProblems(problems);
  });

  test('contract 9: every operation has a summary and a description', () => {
    const problems: string[] = [];
    for (const { label, op } of operations()) {
      if (typeof op.summary !== 'string' || op.summary.trim() === '') problems.push(`${label} has no summary`);
      if (typeof op.description !== 'string' || op.description.trim() === '') problems.push(`${label} has no description`);
    }
    assertNoProblems(problems);
  });

  test('contract 9: every operation documents a 200 response with a JSON schema', () => {
    const problems: string[] = [];
    for (const { label, op } of operations()) jsonSchemaOf(op.responses?.['200'] ?? op.responses?.['201'], `${label} 200/201`, problems);
    assertNoProblems(problems);
  });

  test('contract 9: every operation documents its error responses with the Error body', () => {
    const problems: string[] = [];
    for (const { label, op } of operations()) {
      const responses = op.responses ?? {};
      const errorStatuses = Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status));
      if (errorStatuses.length === 0) problems.push(`${label} documents no error response`);
      // Any operation can fail unexpectedly, and that is always answered as 500 internal_error.
      if (!errorStatuses.includes('500')) problems.push(`${label} does not document 500 \`internal_error\``);
      // Input is validated, and invalid input is always answered as 400 validation_error.
      if (((op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined) && !errorStatuses.includes('400')) {
        problems.push(`${label} takes input but does not document 400 \`validation_error\``);
      }
      for (const status of errorStatuses) {
        const where = `${label} ${status}`;
        const schema = jsonSchemaOf(responses[status], where, problems);
        // OAuth endpoints answer RFC 6749 §5.2 `{error, error_description}` (DESIGN.md conventions, issue 4).
        if (op.tags?.includes('oauth') && schema?.$ref === '#/components/schemas/OAuthError') continue;
        if (schema && schema.$ref !== '#/components/schemas/Error') problems.push(`${where}: the body is not the Error component`);
        // The description names the codes answered with this status, and each code really has that status.
        const codes = [...(responses[status]!.description ?? '').matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!);
        if (codes.length === 0) problems.push(`${where}: the description names no error code`);
        for (const code of codes) {
          if (!(code in ERROR_STATUS)) problems.push(`${where}: \`${code}\` is not an error code of src/platform/errors.ts`);
          else if (String(ERROR_STATUS[code as ErrorCode]) !== status) {
            problems.push(`${where}: \`${code}\` is answered with ${ERROR_STATUS[code as ErrorCode]}, not ${status}`);
          }
        }
      }
    }
    assertNoProblems(problems);
  });

  test('contract 9: the error component is {"error":{"code","message","request_id"}}', () => {
    const problems: string[] = [];
    const schema = component('#/components/schemas/Error', 'Error', problems) as {
      required?: string[];
      properties?: { error?: { required?: string[]; properties?: Record<string, unknown> } };
    };
    assertNoProblems(problems);
    assert.deepEqual(schema.required, ['error']);
    assert.deepEqual([...(schema.properties?.error?.required ?? [])].sort(), ['code', 'message', 'request_id']);
  });

  test('contract 9: every error code of src/platform/errors.ts is in the error table of info.description', () => {
    const description = doc.info.description ?? '';
    const rows = description.split('\n').filter((line) => line.trim().startsWith('|'));
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      const row = rows.find((line) => line.includes(`\`${code}\``));
      assert.ok(row, `info.description has no table row for \`${code}\``);
      assert.match(row, new RegExp(`\\|\\s*${status}\\s*\\|`), `the row of \`${code}\` does not give HTTP ${status}: ${row}`);
    }
  });

  test('contract 9: /openapi.json and /docs are served but are not operations of the document', async () => {
    const paths = Object.keys(doc.paths);
    assert.ok(!paths.includes('/openapi.json'), 'GET /openapi.json is listed in paths');
    const docs = paths.filter((path) => path === '/docs' || path.startsWith('/docs/'));
    assert.deepEqual(docs, [], `the reference page is listed in paths: ${docs.join(', ')}`);
    // They exist all the same.
    const page = await handle.t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(page.statusCode, 200, `GET /docs/ answered ${page.statusCode}`);
    assert.match(String(page.headers['content-type']), /^text\/html/);
  });

  test('contract 9: the document passes redocly lint with redocly.yaml', { timeout: 120_000 }, async () => {
    const result = await lintOpenApiDocument(doc);
    assert.equal(result.status, 0, `${result.command} exited with ${result.status}:\n${result.output}`);
  });
});
