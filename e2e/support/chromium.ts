export { CHROMIUM_ARGS, testBrowserPath } from '../../scripts/chromium.mjs';
