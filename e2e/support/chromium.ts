export { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
