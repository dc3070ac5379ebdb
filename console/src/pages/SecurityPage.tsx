/**
 * The signed-in user's second factor: TOTP enrolment (the secret, its otpauth:// URI and the backup
 * codes, shown once) confirmed by a current code. Operations that need a step-up (bulk key
 * revocation, ownership transfer, approvals) ask for a code from this authenticator.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { ErrorNotice } from '../components/status';
import { ConfirmMfaMutation, EnrollMfaMutation } from '../operations';

export function SecurityPage() {
  const [enrolled, enrol] = useMutation(EnrollMfaMutation);
  const [confirmed, confirm] = useMutation(ConfirmMfaMutation);
  const [code, setCode] = useState('');
  const shown = useRef<HTMLElement>(null);
  const e = enrolled.data?.enrollMfa;
  useEffect(() => {
    if (e) shown.current?.focus();
  }, [e]);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    await confirm({ code: code.trim() });
  };
  const ok = confirmed.data?.confirmMfaEnrollment;
  return (
    <>
      <section aria-labelledby="mfa">
        <h2 id="mfa">Authenticator app (TOTP)</h2>
        <p>
          Some operations ask for a fresh second factor before they run. Enrol an authenticator app (any TOTP app) to be
          able to confirm them.
        </p>
        {!e && (
          <button type="button" onClick={() => void enrol({})} disabled={enrolled.fetching}>
            {enrolled.fetching ? 'Starting…' : 'Start enrolment'}
          </button>
        )}
        <ErrorNotice error={enrolled.error} title="Enrolment did not start" />
      </section>
      {e && ok !== true && (
        <section ref={shown} tabIndex={-1} className="secret" aria-labelledby="mfa-secret" data-testid="mfa-enrolment">
          <h2 id="mfa-secret">Add this account to your authenticator</h2>
          <p>Shown once. Scan or paste the URI into the app (or type the secret), and keep the backup codes offline.</p>
          <dl className="record">
            <dt>otpauth URI</dt>
            <dd>
              <code data-testid="mfa-uri">{e.qrCodeUrl}</code>
            </dd>
            <dt>Secret</dt>
            <dd>
              <code data-testid="mfa-secret">{e.secret}</code>
            </dd>
            <dt>Backup codes (each works once)</dt>
            <dd>
              <code data-testid="mfa-backup-codes">{e.backupCodes.join(' ')}</code>
            </dd>
          </dl>
          <form className="inline-form" onSubmit={(ev) => void submit(ev)} aria-label="Confirm the enrolment">
            <label>
              Code from the app
              <input
                required
                name="mfa-code"
                autoComplete="one-time-code"
                maxLength={32}
                value={code}
                onChange={(ev) => setCode(ev.target.value)}
              />
            </label>
            <button type="submit" disabled={confirmed.fetching}>
              {confirmed.fetching ? 'Checking…' : 'Confirm enrolment'}
            </button>
          </form>
          {ok === false && <p role="alert">That code did not confirm the enrolment: enter the app's current code.</p>}
        </section>
      )}
      <ErrorNotice error={confirmed.error} title="The enrolment was not confirmed" />
      {ok === true && (
        <p role="status" data-testid="mfa-enrolled">
          Your authenticator is enrolled: operations that need a step-up will ask for its code.
        </p>
      )}
    </>
  );
}
