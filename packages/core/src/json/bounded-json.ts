/**
 * Client JSON with bounded nesting, on top of the one input rule (../input/storable-text.ts).
 * V8's JSON.parse is iterative, but nearly everything that reads the parsed value afterwards
 * recurses (graphql's variable coercion, JSON.stringify on the way to a subgraph, structured
 * logging), so a body nested 100,000 levels deep parses fine and then throws "Maximum call stack
 * size exceeded" far from the edge. So the raw text is measured (one pass) before it is parsed,
 * and values parsed by a library (the WebSocket servers parse their own frames) are walked
 * iteratively; too deep is SVC-VALID-4008.
 */
import { AppError } from '../errors/app-error.ts';
import { findInputProblem, inputProblemError, jsonTextDepth, MAX_INPUT_DEPTH } from '../input/storable-text.ts';

/** Default bound on object/array nesting of client JSON: far above any real request. */
export const DEFAULT_MAX_JSON_DEPTH = MAX_INPUT_DEPTH;

/**
 * Parses client JSON, refusing text nested deeper than `maxDepth` (SVC-VALID-4008) or not JSON at
 * all (SVC-VALID-4000), each naming `what` (e.g. "the request body", "variables").
 */
export function parseClientJson(text: string, what: string, maxDepth = DEFAULT_MAX_JSON_DEPTH): unknown {
  if (jsonTextDepth(text) > maxDepth)
    throw new AppError('SVC-VALID-4008', `${what} nests deeper than ${maxDepth} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('SVC-VALID-4000', `${what} is not valid JSON`);
  }
}

/**
 * Refuses an already parsed client value nested deeper than `maxDepth` (SVC-VALID-4008) or
 * holding text no service could store (SVC-VALID-4007).
 */
export function assertJsonDepth(value: unknown, what: string, maxDepth = DEFAULT_MAX_JSON_DEPTH): void {
  const problem = findInputProblem(value, { maxDepth, path: what });
  if (problem) throw inputProblemError(problem);
}
