/** Types of scripts/build-current.mjs (plain JavaScript, so npm start can run it without tsx). */
export interface BuildInfo {
  /** When the build started (ms since the epoch): an input modified after it was read too late. */
  startedAt: number;
  entries: string[];
  /** Repository-relative paths of every file the build read. */
  inputs: string[];
  /** Repository-relative paths of every file the build wrote. */
  outputs?: string[];
}
export const ROOT: string;
export const BUILD_CONFIG_FILES: string[];
export function buildInfoFile(outdir: string): string;
export function readBuildInfo(outdir: string): BuildInfo | null;
export function changedSince(info: BuildInfo): string | null;
export const CONSOLE_DIR: string;
export const CONSOLE_DIST_DIR: string;
export const CONSOLE_STAMP: string;
export function consoleStaleReason(): string | null;
