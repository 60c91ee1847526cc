import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { normalizeLanguage, type Language } from '../i18n/languages';
import { appStore } from '../state/store';

const antdLocales: Record<Language, typeof enUS> = { en: enUS, es: esES, fr: frFR, 'zh-CN': zhCN, 'zh-TW': zhTW };

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const lng = normalizeLanguage(instance.language) ?? 'zh-CN';
  return <ConfigProvider locale={antdLocales[lng]}>{children}</ConfigProvider>;
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
