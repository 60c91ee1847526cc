// Regenerates the seed images in dev-api/assets from the seed data. Run `npm run assets -w @rental/dev-api`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { generateAssets } = require(path.join(here, '..', 'dist', 'art', 'generate.js'));

const written = generateAssets(path.join(here, '..', 'assets'));
console.log(`wrote ${written.length} images to dev-api/assets`);
