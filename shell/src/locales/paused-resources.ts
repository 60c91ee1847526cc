import type { AppResources, Language } from '@rental/shared';
import en from './en/paused.json';
import es from './es/paused.json';
import fr from './fr/paused.json';
import zhCN from './zh-CN/paused.json';
import zhTW from './zh-TW/paused.json';

declare module '@rental/shared' {
  interface AppResources {
    paused: typeof en;
  }
}

/** The kill switch's notice: its strings come with its page, which only a switched-off route loads. */
export const pausedResources: Record<Language, AppResources['paused']> = { en, es, fr, 'zh-CN': zhCN, 'zh-TW': zhTW };
