import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import esCommon from '../locales/es/common.json';
import esErrors from '../locales/es/errors.json';
import frCommon from '../locales/fr/common.json';
import frErrors from '../locales/fr/errors.json';
import zhCNCommon from '../locales/zh-CN/common.json';
import zhCNErrors from '../locales/zh-CN/errors.json';
import zhTWCommon from '../locales/zh-TW/common.json';
import zhTWErrors from '../locales/zh-TW/errors.json';
import type { Language } from './languages';

/** The shared library's own strings ship with it: the shell needs them before any remote loads. */
export const sharedResources: Record<Language, { common: typeof enCommon; errors: typeof enErrors }> = {
  en: { common: enCommon, errors: enErrors },
  es: { common: esCommon, errors: esErrors },
  fr: { common: frCommon, errors: frErrors },
  'zh-CN': { common: zhCNCommon, errors: zhCNErrors },
  'zh-TW': { common: zhTWCommon, errors: zhTWErrors },
};
