import { AppError } from './app-error.ts';

/** The typed refusal a promise rejects with (anything else fails the test). */
export async function refusal(p: Promise<unknown>): Promise<AppError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}
