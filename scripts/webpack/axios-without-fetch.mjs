// What axios's fetch adapter module is replaced with in the app's builds: the shared client's one
// instance uses the XHR adapter, and the fetch adapter (a third of axios's bytes) would ride along
// unused on the first screen. `false` is axios's own word for "not supported here".
export const getFetch = () => false;
export default undefined;
