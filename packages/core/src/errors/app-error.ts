import { lookupSvc, type AppErrorCode, type SvcCode, type ErrorDef } from './catalogue.ts';

/**
 * The only error type that crosses layers. Services throw it; each transport's renderer turns
 * it into its own shape. `details` are safe to show (never secrets).
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly def: ErrorDef;
  readonly details?: Record<string, unknown>;

  constructor(code: AppErrorCode, message?: string, details?: Record<string, unknown>) {
    const def = lookupSvc(code);
    if (!def) throw new Error(`AppError: ${code} is not in the error catalogue`);
    super(message ?? def.message);
    this.name = 'AppError';
    this.code = code;
    this.def = def;
    this.details = details;
  }

  /** The message a caller may see: the catalogue's generic text when the code is not exposable. */
  get publicMessage(): string {
    return this.def.expose ? this.message : this.def.message;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** Anything thrown that is not an AppError becomes SVC-SERVER-9000 (never leaking its message). */
export function toAppError(e: unknown): AppError {
  return isAppError(e) ? e : new AppError('SVC-SERVER-9000');
}

/** OAuth protocol error (RFC 6749 §5.2), raised by the token and authorize endpoints. */
export class OAuthError extends Error {
  constructor(
    readonly error: import('./catalogue.ts').OAuthCode,
    readonly description?: string,
    /** An SVC code that refines the OAuth code (e.g. SVC-AUTH-1002 for invalid_client). */
    readonly svcCode?: SvcCode,
  ) {
    super(description ?? error);
    this.name = 'OAuthError';
  }
}

/** SCIM protocol error (RFC 7644 §3.12). */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: import('./catalogue.ts').ScimType | undefined,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}
