// Globals the app gets from webpack's DefinePlugin.
(globalThis as { __APP_VERSION__?: string }).__APP_VERSION__ = '0.0.0-test';
