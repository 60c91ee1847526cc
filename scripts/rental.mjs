#!/usr/bin/env node
// `npx rental deploy mf-orders --no-live`: the platform CLI as the package's bin. npx hands the
// command line over whole, so the check for flags `npm run` keeps for itself is turned off here.
process.env.RENTAL_WHOLE_ARGV = '1';
await import('./platform.mjs');
