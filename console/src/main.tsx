import { createRoot } from 'react-dom/client';
import { App } from './App';
import { Auth, CALLBACK_PATH } from './auth';
import { loadConfig } from './config';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

async function boot() {
  const cfg = await loadConfig();
  const auth = new Auth(cfg);
  if (location.pathname === CALLBACK_PATH) {
    const next = await auth.completeSignIn(new URL(location.href));
    history.replaceState(null, '', next);
  }
  root.render(<App cfg={cfg} auth={auth} />);
}

boot().catch((e: Error) => {
  root.render(
    <main className="boot-error">
      <h1>The console could not start</h1>
      <p role="alert">
        <code className="error-code">{e.name === 'Error' ? 'CONSOLE' : e.name}</code> {e.message}
      </p>
      <p>
        <a href="/">Start again</a>
      </p>
    </main>,
  );
});
