/**
 * The second-factor prompt of an operation that needs a step-up grant: the platform refuses it
 * without one (SVC-AUTH-1013), so the console asks for a current authenticator code first and
 * exchanges it for a single-use grant bound to this one operation.
 */
import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import type { StepUpScope } from '../gql/graphql';
import { platformErrors } from '../graphql-client';
import { RequestStepUpMutation } from '../operations';
import { navigate } from '../router';
import { ErrorNotice } from './status';

export function StepUpPrompt({
  scope,
  operationBinding,
  action,
  onGranted,
  onCancel,
}: {
  scope: StepUpScope;
  operationBinding: string;
  action: string;
  onGranted: (stepUpToken: string) => void;
  onCancel: () => void;
}) {
  const [requested, request] = useMutation(RequestStepUpMutation);
  const [code, setCode] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await request({ scope, code: code.trim(), operationBinding });
    if (r.data) onGranted(r.data.requestStepUp.jti);
  };
  const codes = platformErrors(requested.error).map((e) => e.code);
  return (
    <form className="step-up" onSubmit={(e) => void submit(e)} aria-labelledby="step-up-title" data-testid="step-up">
      <h3 id="step-up-title">Confirm with your second factor</h3>
      <p>
        {action} needs a fresh proof that it is you: enter the current 6-digit code from your authenticator app (or a
        backup code). It authorizes this one operation, once, for a few minutes.
      </p>
      <label>
        Authenticator code
        <input
          required
          name="step-up-code"
          autoComplete="one-time-code"
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      <div className="actions">
        <button type="submit" disabled={requested.fetching}>
          {requested.fetching ? 'Checking…' : 'Confirm'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      <ErrorNotice error={requested.error} title="The code was not accepted" />
      {codes.length > 0 && (
        <p className="note">
          No authenticator yet? Enrol one on the{' '}
          <a
            href="/security"
            onClick={(e) => {
              e.preventDefault();
              navigate('/security');
            }}
          >
            Security
          </a>{' '}
          page first.
        </p>
      )}
    </form>
  );
}
