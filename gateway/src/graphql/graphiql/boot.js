// GraphiQL bootstrap for the gateway's IDE page (served as a file so the page's CSP allows no inline
// script). The credential goes out as `Authorization: Bearer <value>` (an OAuth access token or an
// API key) and lives in this tab's sessionStorage only. "Sign in" runs the authorization-code flow
// with PKCE S256 as a public client (no secret), returning to this page; the page's own markup says
// where {auth_url} is and which client and scope to use. Without a credential GraphiQL gets no
// schema and sends nothing, so the first screen is not a refusal.
(() => {
  var body = document.body;
  var AUTH_URL = body.getAttribute('data-auth-url').replace(/\/$/, '');
  var CLIENT_ID = body.getAttribute('data-client-id');
  var SCOPE = body.getAttribute('data-scope');
  var KEY = 'svc-graphiql-token';
  var PENDING = 'svc-graphiql-sign-in';
  var REDIRECT_URI = location.origin + location.pathname;
  var input = document.getElementById('token');
  var status = document.getElementById('status');
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  input.value = sessionStorage.getItem(KEY) || '';

  function fetcher(params, opts) {
    var headers = Object.assign(
      { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      (opts && opts.headers) || {},
    );
    if (input.value.trim()) headers.authorization = 'Bearer ' + input.value.trim();
    return fetch(location.pathname, { method: 'POST', headers: headers, body: JSON.stringify(params) }).then((r) =>
      r.json(),
    );
  }
  // A query in the page's address (?query=…, as GraphiQL's own examples do) opens in the editor.
  var initialQuery = new URLSearchParams(location.search).get('query') || undefined;
  var generation = 0;
  function render() {
    var signedIn = !!input.value.trim();
    // A new key remounts GraphiQL, so the schema is fetched again with the new credential;
    // `schema: null` tells GraphiQL not to introspect at all.
    var props = {
      key: String(++generation),
      fetcher: fetcher,
      shouldPersistHeaders: false,
      defaultQuery: initialQuery,
      query: generation === 1 ? initialQuery : undefined,
    };
    if (!signedIn) props.schema = null;
    root.render(React.createElement(GraphiQL, props));
    if (!signedIn && !status.textContent)
      status.textContent = CLIENT_ID
        ? 'Sign in, or paste an access token or API key, to explore the schema.'
        : 'Paste an access token or API key to explore the schema.';
  }
  function useToken(token) {
    input.value = token;
    sessionStorage.setItem(KEY, token);
    status.textContent = '';
    render();
  }

  function base64url(bytes) {
    var s = '';
    var i;
    for (i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  function randomString() {
    return base64url(crypto.getRandomValues(new Uint8Array(32)));
  }

  function signIn() {
    var verifier = randomString();
    var state = randomString();
    crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)).then((digest) => {
      sessionStorage.setItem(PENDING, JSON.stringify({ verifier: verifier, state: state }));
      var q = new URLSearchParams({
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        scope: SCOPE,
        state: state,
        code_challenge: base64url(new Uint8Array(digest)),
        code_challenge_method: 'S256',
      });
      location.assign(AUTH_URL + '/oauth/authorize?' + q.toString());
    });
  }

  // Back from {auth_url}: the state must be the one this tab sent, and the issuer the configured one (RFC 9207).
  function finishSignIn(params) {
    var pending = JSON.parse(sessionStorage.getItem(PENDING) || 'null');
    sessionStorage.removeItem(PENDING);
    history.replaceState(null, '', location.pathname);
    if (!pending || params.get('state') !== pending.state || params.get('iss') !== AUTH_URL) {
      status.textContent = 'Sign-in was not completed: the answer did not match this page\u2019s request. Try again.';
      return render();
    }
    if (params.get('error')) {
      status.textContent = 'Sign-in refused: ' + (params.get('error_description') || params.get('error'));
      return render();
    }
    var form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.get('code'),
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      code_verifier: pending.verifier,
    });
    fetch(AUTH_URL + '/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    })
      .then((r) => r.json())
      .then((t) => {
        if (!t.access_token) throw new Error(t.error_description || t.error || 'no access token');
        useToken(t.access_token);
      })
      .catch((e) => {
        status.textContent = 'Sign-in failed: ' + e.message;
        render();
      });
  }

  document.getElementById('token-form').addEventListener('submit', (e) => {
    e.preventDefault();
    useToken(input.value.trim());
  });
  var button = document.getElementById('sign-in');
  if (button) button.addEventListener('click', signIn);

  var params = new URLSearchParams(location.search);
  if (CLIENT_ID && (params.has('code') || params.has('error')) && params.has('state')) finishSignIn(params);
  else render();
})();
