import type { AppResources, Language } from '@rental/shared';
import en from './en/preview.json';
import es from './es/preview.json';
import fr from './fr/preview.json';
import zhCN from './zh-CN/preview.json';
import zhTW from './zh-TW/preview.json';

declare module '@rental/shared' {
  interface AppResources {
    preview: typeof en;
  }
}

/** The testers' badge words for pins and preview links: they come with the badge, which renters never load. */
export const previewResources: Record<Language, AppResources['preview']> = { en, es, fr, 'zh-CN': zhCN, 'zh-TW': zhTW };
