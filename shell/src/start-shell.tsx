import {
  afterFirstPage,
  appStore,
  applyPlatformConfig,
  billStoreAtom,
  formatMoney,
  http,
  i18n,
  initI18n,
  installCspReporting,
  installAccessibility,
  installGlobalErrorHandlers,
  installLargeText,
  installLaunchHandlers,
  installRootFontSize,
  LANGUAGES,
  setLogContext,
  setupAntdMobile,
  whenIdle,
} from '@rental/shared';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { frameFits, setHydrating } from './frame/hydration';
import { shellResources } from './locales/resources';
import type { PageResolver } from './routing/page-resolver';
import { whenFirstPageRendered } from './routing/first-page';
import { renterFirst } from './routing/renter-first';
import type { TabDef } from './routing/tab-routes';

/** Read-only state for support staff and the end-to-end suite; nothing secret lives here. */
function exposeDiagnostics(): void {
  Object.defineProperty(window, '__RENTAL_STATE__', {
    value: Object.freeze({ billStore: () => ({ ...appStore.get(billStoreAtom) }) }),
  });
}

interface StartOptions {
  /** Rendered beside the app (the federated shell's diagnostics). */
  extras?: ReactNode;
  /** Runs once the renter's language is known, before the first render (calls keyed by it can start). */
  onLanguageReady?: () => void;
  /** Starts loading a tab's page as the renter's finger comes down on it, before the tap ends. */
  warmTab?: (tab: TabDef) => void;
  /** What the first page's idle moment fetches ahead for the renter's next taps (the other tabs). */
  warmAhead?: () => Promise<void>;
  /**
   * What is fetched ahead as soon as the first page renders (the tabs whose code came with it), not
   * behind the first page's pictures and a renter's first tap elsewhere, as `warmAhead` is.
   */
  warmNear?: () => Promise<void>;
}

/** However long what is fetched ahead takes (a remote not answering), the toast's code waits no longer. */
const TOAST_AFTER_MS = 10_000;
/** However busy the page stays, the number data is loaded by then. */
const PREPARE_NUMBERS_MS = 1_000;

/** Everything the shell does before and at its first render, whichever way it finds pages. */
export async function startShell(
  resolvePage: PageResolver,
  { extras, onLanguageReady, warmTab, warmAhead, warmNear }: StartOptions = {},
): Promise<void> {
  exposeDiagnostics();
  setLogContext({ shellVersion: __APP_VERSION__ });
  installRootFontSize();
  installLargeText();
  installAccessibility();
  installGlobalErrorHandlers();
  installCspReporting();
  setupAntdMobile();
  // Once the first page is up: first what the renter may tap next, then the toast's code (and its
  // animations'), which otherwise shared the slow link with the next tab's; a first toast
  // brings it itself. Nothing of either while a page the renter asked for is loading.
  if (warmNear) whenFirstPageRendered(() => void warmNear().catch(() => undefined));
  afterFirstPage(() => {
    const ahead = warmAhead?.().catch(() => undefined);
    const capped = new Promise<void>((go) => setTimeout(go, TOAST_AFTER_MS));
    void Promise.race([ahead ?? Promise.resolve(), capped])
      .then(renterFirst)
      .then(() => import('antd-mobile/es/components/toast'))
      .catch(() => undefined);
  });
  await initI18n();
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, 'shell', shellResources[lng], true, true);
  onLanguageReady?.();
  installLaunchHandlers();
  // The platform config refines defaults (title, service phone); the app never waits for it.
  // Its texts are in the user's language, so a language switch fetches it again.
  const loadPlatform = () =>
    http
      .get<unknown>('/api/index/platform', { silent: true, loading: false })
      .then(applyPlatformConfig)
      .catch(() => undefined);
  void loadPlatform();
  i18n.on('languageChanged', () => void loadPlatform());
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <App resolvePage={resolvePage} extras={extras} warmTab={warmTab} onFirstCommit={() => setHydrating(false)} />
  );
  // Boundaries already log what they catch; the console copy is noise for expected outcomes.
  const options = { onCaughtError: () => undefined };
  if (frameFits(root)) {
    setHydrating(true);
    hydrateRoot(root, app, options);
  } else {
    // Another route or language than the HTML drew: the app's own first screen replaces it.
    createRoot(root, options).render(app);
  }
  // The page's first number format loads the browser's number data (ICU), the dearest format of all.
  // Made while the first page's code and data are on their way, the render that first shows prices
  // does not pay for it.
  void whenIdle(PREPARE_NUMBERS_MS).then(() => formatMoney(0));
}
