import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { Provider as StoreProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { normalizeLanguage, type Language } from '../i18n/languages';
import { appStore } from '../state/store';

type AntdLocale = typeof zhCN;

// antd-mobile's own words (picker buttons, empty lists) in the renter's language. Chinese, the
// language most renters read, comes with the shell; another is fetched when it is chosen.
const loaders: Record<Exclude<Language, 'zh-CN'>, () => Promise<{ default: AntdLocale }>> = {
  en: () => import(/* webpackChunkName: "antd-locale-en" */ 'antd-mobile/es/locales/en-US'),
  es: () => import(/* webpackChunkName: "antd-locale-es" */ 'antd-mobile/es/locales/es-ES'),
  fr: () => import(/* webpackChunkName: "antd-locale-fr" */ 'antd-mobile/es/locales/fr-FR'),
  'zh-TW': () => import(/* webpackChunkName: "antd-locale-zh-tw" */ 'antd-mobile/es/locales/zh-TW'),
};
const loaded = new Map<Language, AntdLocale>([['zh-CN', zhCN]]);

function useAntdLocale(lng: Language): AntdLocale {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (loaded.has(lng) || lng === 'zh-CN') return;
    let live = true;
    loaders[lng]()
      .then((m) => {
        loaded.set(lng, m.default);
        if (live) setVersion((v) => v + 1);
      })
      // Offline when switching: antd-mobile keeps the words it has until the next switch.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [lng]);
  return loaded.get(lng) ?? zhCN;
}

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = useAntdLocale(normalizeLanguage(instance.language) ?? 'zh-CN');
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

/** The one store, the one i18n instance, and antd-mobile speaking the current language. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </I18nextProvider>
    </StoreProvider>
  );
}
