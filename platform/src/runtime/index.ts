// What the shell uses in the browser: no Node APIs past this point.
export * from '../registry/schema';
export { parseRegistry, parseServedRegistry } from '../registry/parse';
export { isLivePreview, parsePreviews } from '../registry/previews';
export * from '../registry/select';
export { canaryBucket } from '../canary/bucket';
export * from '../compat/gate';
export * from '../compat/shell-contract';
export { parseRemoteManifest, type RemoteManifest } from '../compat/remote-manifest';
export type { HealthReport, LoadPhase, SessionVersionHealth } from '../canary/health-contract';
