export * from './api-server';
export * from './render-with-providers';
export * from './locales-complete';
export * from './overlays';
export { installCanvasStub } from './canvas-stub';
export * from './raw-keys';
export * from './location-probe';
export * from './hosted';
export { setupLogCapture } from '../logging/log-capture';
