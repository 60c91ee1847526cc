import type { IncomingMessage } from 'node:http';
import type { ServerContext } from '../context';
import type { Lang } from '../i18n/lang';
import type { Params } from './body';

export interface ApiContext {
  req: IncomingMessage;
  lang: Lang;
  pathParams: Record<string, string>;
  query: URLSearchParams;
  body: Params;
  server: ServerContext;
  userId: number | null;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  auth?: boolean;
  handler: (ctx: ApiContext) => unknown;
}

interface CompiledRoute {
  route: ApiRoute;
  pattern: RegExp;
  names: string[];
}

export type RouteMatch =
  { kind: 'found'; route: ApiRoute; pathParams: Record<string, string> } | { kind: 'wrongMethod' } | { kind: 'none' };

/** Literal paths win over `{param}` paths, whatever order the tables list them in. */
export function createRouter(routes: ApiRoute[]): (method: string, path: string) => RouteMatch {
  const compiled: CompiledRoute[] = routes
    .map((route) => {
      const names: string[] = [];
      const source = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { route, pattern: new RegExp(`^${source}$`), names };
    })
    .sort((a, b) => a.names.length - b.names.length);

  return (method, path) => {
    let wrongMethod = false;
    for (const { route, pattern, names } of compiled) {
      const match = pattern.exec(path);
      if (!match) continue;
      if (route.method !== method) {
        wrongMethod = true;
        continue;
      }
      const pathParams: Record<string, string> = {};
      names.forEach((name, index) => {
        pathParams[name] = match[index + 1] ?? '';
      });
      return { kind: 'found', route, pathParams };
    }
    return wrongMethod ? { kind: 'wrongMethod' } : { kind: 'none' };
  };
}
