const { createConfig } = require('../../webpack.config.base');

module.exports = createConfig({ dir: __dirname, kind: 'monolith', port: 3009 });
