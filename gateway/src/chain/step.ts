import type { EdgeContext } from '../context.ts';

/**
 * One cell's work: passes, throws a typed AppError, or sets `ctx.answer` (the chain stops there).
 * Each step file exports a factory that closes over only what that step needs.
 */
export type Step = (ctx: EdgeContext) => void | Promise<void>;
