// GraphiQL bootstrap for the gateway's IDE page (served as a file so the page's CSP allows no inline
// script). The token field's value goes out as `Authorization: Bearer <value>` (an OAuth access
// token or an API key); it lives in this tab's sessionStorage only.
(function () {
  var input = document.getElementById('token');
  var KEY = 'svc-graphiql-token';
  input.value = sessionStorage.getItem(KEY) || '';
  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  function fetcher(params, opts) {
    var headers = Object.assign({ 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' }, (opts && opts.headers) || {});
    if (input.value.trim()) headers.authorization = 'Bearer ' + input.value.trim();
    return fetch(location.pathname, { method: 'POST', headers: headers, body: JSON.stringify(params) }).then(function (r) { return r.json(); });
  }
  // A query in the page's address (?query=…, as GraphiQL's own examples do) opens in the editor.
  var initialQuery = new URLSearchParams(location.search).get('query') || undefined;
  var generation = 0;
  function render() {
    // A new key remounts GraphiQL, so the schema is fetched again with the new credential.
    root.render(React.createElement(GraphiQL, { key: String(++generation), fetcher: fetcher, shouldPersistHeaders: false, defaultQuery: initialQuery, query: generation === 1 ? initialQuery : undefined }));
  }
  document.getElementById('token-form').addEventListener('submit', function (e) {
    e.preventDefault();
    sessionStorage.setItem(KEY, input.value.trim());
    render();
  });
  render();
})();
