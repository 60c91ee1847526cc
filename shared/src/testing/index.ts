export * from './api-server';
export * from './render-with-providers';
