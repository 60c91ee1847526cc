const { createConfig } = require('../webpack.config.base');

module.exports = createConfig({ dir: __dirname, kind: 'host', port: 3000 });
