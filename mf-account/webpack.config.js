const { createConfig } = require('../webpack.config.base');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  port: 3003,
  exposes: { './routes': './src/remote-entry.ts' },
});
