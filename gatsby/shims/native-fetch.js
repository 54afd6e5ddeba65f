// Node's own fetch in place of node-fetch@2 for the server-rendering bundle (the webpack patch
// 'native-fetch'). Gatsby provides `fetch` to that bundle from node-fetch@2, whose URL parser
// (whatwg-url@5, tr46@0.0.3) requires Node's deprecated punycode module: on Node 24 every HTML worker
// then printed DEP0040, which Gatsby reports as " ERROR  UNKNOWN". Node 18+ has fetch built in.
// CommonJS: webpack's ProvidePlugin hands the module's exports themselves to `fetch`.
function fetch(input, init) {
  return globalThis.fetch(input, init);
}
fetch.default = fetch;
fetch.Headers = globalThis.Headers;
fetch.Request = globalThis.Request;
fetch.Response = globalThis.Response;
module.exports = fetch;
