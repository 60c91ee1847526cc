import type { AppResources, Language } from '@rental/shared';
import en from './en/shell.json';
import es from './es/shell.json';
import fr from './fr/shell.json';
import zhCN from './zh-CN/shell.json';
import zhTW from './zh-TW/shell.json';

declare module '@rental/shared' {
  interface AppResources {
    shell: typeof en;
  }
}

/** The shell's strings ship with it: the tab bar and fallbacks must speak before any remote loads. */
export const shellResources: Record<Language, AppResources['shell']> = { en, es, fr, 'zh-CN': zhCN, 'zh-TW': zhTW };
