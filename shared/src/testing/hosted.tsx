import type { ReactNode } from 'react';
import type { RemoteRoute } from '../contract/remote-contract';
import { LoginGate } from '../navigation/login-gate';

/**
 * A page as the host (shell or standalone) renders it: behind the login gate when its route entry
 * says it is personal. `path` names the entry in the remote's own route table.
 */
export function Hosted({
  routes,
  path,
  children,
}: {
  routes: readonly RemoteRoute[];
  path: string;
  children: ReactNode;
}) {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`the route table has no ${path}`);
  return route.requiresLogin ? <LoginGate>{children}</LoginGate> : children;
}
