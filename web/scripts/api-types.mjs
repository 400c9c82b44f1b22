// Writes the API's types (src/api-types.d.ts, or the path given) from docs/openapi.yaml with
// openapi-typescript. One change to its output: CleanJson, "any JSON without control characters", is
// `unknown`. Written out it is a type that refers to itself, which TypeScript reads as `any`, and an
// `any` index signature beside a body's named fields makes openapi-fetch refuse every body.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER, UNKNOWN } from 'openapi-typescript';

const here = new URL('.', import.meta.url);
const out = process.argv[2] ?? new URL('../src/api-types.d.ts', here);
const ast = await openapiTS(new URL('../../docs/openapi.yaml', here), {
  transform: (_schema, { path }) => (path === '#/components/schemas/CleanJson' ? UNKNOWN : undefined),
});
writeFileSync(out, COMMENT_HEADER + astToString(ast));
