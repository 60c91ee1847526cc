#!/usr/bin/env node
// `npx rental deploy mf-orders --no-live`: the platform CLI as the package's bin. npx hands the
// command line over whole (npm_lifecycle_event is "npx"), so no flag is lost to npm as under `npm run`.
await import('./platform.mjs');
