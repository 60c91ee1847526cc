import type { ComponentType } from 'react';
import type { Language } from '../i18n/languages';

/** Query parameters of the hash route, handed to every page as props. */
export type PageQuery = Readonly<Record<string, string>>;

export interface PageProps {
  query: PageQuery;
}

export type PageModule = { default: ComponentType<PageProps> };

export interface RemoteRoute {
  /** The spec's route path exactly as written, without a leading slash ('' is home). */
  path: string;
  /** i18n key of the page title, in the remote's namespace. */
  title: string;
  load: () => Promise<PageModule>;
  /** The page draws its own navigation bar (e.g. a close button) instead of the shell's. */
  ownNavBar?: boolean;
  /**
   * A personal page: without a session the host (the shell, a standalone dev page) sends the renter
   * to login, which brings them back to this route with its query; the page never renders logged out.
   */
  requiresLogin?: boolean;
  /**
   * Starts the page's first API calls (`http.prefetch`) while its code still downloads; the page's
   * own calls then take those answers. Called once per visit, before the page renders.
   */
  prefetch?: (query: PageQuery) => void;
}

/** What every remote exposes as `./routes`: the one face a remote shows the shell. */
export interface RemoteModule {
  name: string;
  namespace: string;
  routes: readonly RemoteRoute[];
  loadMessages: (lng: Language) => Promise<Record<string, unknown>>;
}

/** One entry of the shell's run-time registry (`/h5/remotes.json`). */
export interface RegistryEntry {
  name: string;
  dir: string;
  version: string;
  /** Manifest URL, absolute or relative to the registry file. */
  entry: string;
  routes: readonly string[];
}

export interface Registry {
  remotes: RegistryEntry[];
}
