import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../components/app-providers';
import { i18n, initI18n, registerNamespace } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { tokenAtom, userInfoAtom, type UserInfo } from '../state/auth-atoms';
import { appStore } from '../state/store';

export interface ProvidersOptions {
  /** The hash route the test starts on, e.g. `/pages/user/user?tab=1`. */
  route?: string;
  lang?: Language;
  token?: string;
  user?: UserInfo | null;
  /** A remote's namespace and its loader, so the page's strings resolve as in the app. */
  namespace?: { ns: string; load: (lng: Language) => Promise<Record<string, unknown>> };
}

/** Renders `ui` with the app's store, i18n (in `lang`), antd-mobile locale and a router at `route`. */
export async function renderWithProviders(ui: ReactElement, opts: ProvidersOptions = {}, renderOpts?: RenderOptions) {
  const lng = opts.lang ?? 'zh-CN';
  await initI18n(lng);
  await i18n.changeLanguage(lng);
  if (opts.namespace) await registerNamespace(opts.namespace.ns, opts.namespace.load);
  appStore.set(tokenAtom, opts.token ?? '');
  appStore.set(userInfoAtom, opts.user ?? null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <MemoryRouter initialEntries={[opts.route ?? '/']}>{children}</MemoryRouter>
    </AppProviders>
  );
  return render(ui, { wrapper, ...renderOpts });
}
