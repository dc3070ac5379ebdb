/** Progress, typed errors and empty states, the same on every page. */
import type { CombinedError } from '@urql/core';
import type { ReactNode } from 'react';
import { platformErrors } from '../graphql-client';

export function Loading({ what }: { what: string }) {
  return (
    <p role="status" aria-live="polite" className="loading">
      Loading {what}…
    </p>
  );
}

/** Each error with the platform's catalogue code and message (and the request id to quote). */
export function ErrorNotice({ error, title }: { error: CombinedError | Error | undefined | null; title?: string }) {
  if (!error) return null;
  const list =
    'graphQLErrors' in error
      ? platformErrors(error)
      : [{ code: 'ERROR', message: error.message, requestId: undefined }];
  // A backend this deployment does not run is a fact to state, not a failure of the user's action.
  if (list.every((e) => e.code.endsWith('-NOT-WIRED')))
    return (
      <div role="status" className="not-wired">
        <strong>Not available in this deployment.</strong>
        <ul>
          {list.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: errors have no identity of their own
            <li key={i}>
              <code className="error-code">{e.code}</code> {e.message}
            </li>
          ))}
        </ul>
      </div>
    );
  return (
    <div role="alert" className="error">
      {title && <strong>{title}</strong>}
      <ul>
        {list.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: errors have no identity of their own
          <li key={i}>
            <code className="error-code">{e.code}</code> {e.message}
            {e.requestId && <span className="request-id"> (request {e.requestId})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}
