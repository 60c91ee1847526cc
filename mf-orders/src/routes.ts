import type { RemoteRoute } from '@rental/shared';

/** Every page this remote serves, by the spec's route path (kept in step with route-paths.json). */
export const routes: readonly RemoteRoute[] = [];
