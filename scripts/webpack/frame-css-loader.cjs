// In the prerendered frame's Node bundle, an imported stylesheet adds its text to the styles the
// page's HTML carries, in the order the modules load (as style-loader adds them to the page).
const path = require('node:path');

module.exports = function frameCssLoader(source) {
  this.cacheable();
  const entry = [this.resourcePath, String(source)];
  return `(globalThis.__RENTAL_FRAME_CSS__ ??= []).push(${JSON.stringify(entry)});\n// ${path.basename(this.resourcePath)}\n`;
};
