export { CHROMIUM_ARGS, chromiumPath, e2eBrowserPath } from '../../scripts/chromium.mjs';
