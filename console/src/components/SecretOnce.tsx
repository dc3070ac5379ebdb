/** A secret the platform will never show again, with the focus on it so it is read first. */
import { useEffect, useRef } from 'react';

export function SecretOnce({
  name,
  secret,
  what = 'API key secret',
  onDone,
}: {
  name: string;
  secret: string;
  what?: string;
  onDone: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} className="secret" aria-labelledby="secret-title" data-testid="secret-once">
      <h2 id="secret-title">Secret of “{name}”</h2>
      <p>Copy it now: the platform keeps only its hash and will not show it again.</p>
      <output aria-label={what}>
        <code data-testid="plaintext-key">{secret}</code>
      </output>
      <div className="actions">
        <button type="button" onClick={() => void navigator.clipboard?.writeText(secret)}>
          Copy
        </button>
        <button type="button" onClick={onDone}>
          I have stored it
        </button>
      </div>
    </section>
  );
}
