/**
 * Live inference: a chat completion streamed over the API's GraphQL subscription (graphql-ws), each
 * chunk shown as it arrives with its model and provider, and the usage it reports at the end. The
 * API has no subscription to other callers' traffic, so this follows the console's own call.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { Empty, ErrorNotice, Loading } from '../components/status';
import { ChatStreamSubscription, ModelsQuery } from '../operations';

interface Run {
  model: string;
  prompt: string;
  id: number;
}

interface Progress {
  text: string;
  chunks: number;
  provider: string | null;
  finish: string | null;
  tokens: number | null;
}

function Stream({ run }: { run: Run }) {
  // urql re-runs a subscription whose arguments change identity: one object per run.
  const variables = useMemo(
    () => ({ input: { model: run.model, messages: [{ role: 'USER' as const, content: run.prompt }], maxTokens: 256 } }),
    [run],
  );
  const [{ data, error, stale }] = useSubscription<never, Progress>(
    { query: ChatStreamSubscription, variables },
    (prev = { text: '', chunks: 0, provider: null, finish: null, tokens: null }, next) => {
      const c = (next as unknown as { chatCompletionStream: ChunkData }).chatCompletionStream;
      return {
        text: prev.text + (c.delta.content ?? ''),
        chunks: prev.chunks + 1,
        provider: c.provider ?? prev.provider,
        finish: c.finishReason ?? prev.finish,
        tokens: c.usage?.totalTokens ?? prev.tokens,
      };
    },
  );
  const done = !!data?.finish;
  return (
    <section aria-labelledby="stream" className="stream">
      <h2 id="stream">Answer</h2>
      <ErrorNotice error={error} title="The stream failed" />
      {!data && !error && <Loading what="the first chunk" />}
      {data && (
        <>
          <p className="note" data-testid="stream-meta">
            {data.chunks} chunks from <code>{data.provider ?? run.model}</code>
            {done ? `; finished (${data.finish})` : stale ? '' : '; streaming…'}
            {data.tokens !== null && `; ${data.tokens} tokens`}
          </p>
          <output aria-live="polite" className="answer" data-testid="stream-text" data-done={done ? 'true' : 'false'}>
            {data.text}
          </output>
        </>
      )}
    </section>
  );
}

interface ChunkData {
  provider?: string | null;
  finishReason?: string | null;
  delta: { content?: string | null };
  usage?: { totalTokens: number } | null;
}

export function LivePage() {
  const [{ data, fetching, error }] = useQuery({ query: ModelsQuery });
  const chat = (data?.models ?? []).filter((m) => m.type === 'CHAT' && m.available);
  const [model, setModel] = useState('');
  const [prompt, setPrompt] = useState('Say hello to the console.');
  const [run, setRun] = useState<Run | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRun({ model: model || chat[0]?.id, prompt, id: Date.now() });
  };
  return (
    <>
      {fetching && !data && <Loading what="models" />}
      <ErrorNotice error={error} />
      {data && chat.length === 0 && (
        <Empty>No chat model is available: configure a provider (INFERENCE_PROVIDERS) and reload.</Empty>
      )}
      {chat.length > 0 && (
        <form className="inline-form" onSubmit={submit} aria-label="Stream a chat completion">
          <label>
            Model
            <select name="model" value={model || chat[0].id} onChange={(e) => setModel(e.target.value)}>
              {chat.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({m.id})
                </option>
              ))}
            </select>
          </label>
          <label className="wide">
            Prompt
            <textarea
              name="prompt"
              required
              maxLength={4000}
              rows={2}
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
            />
          </label>
          <button type="submit">Stream</button>
        </form>
      )}
      {run && <Stream key={run.id} run={run} />}
    </>
  );
}
