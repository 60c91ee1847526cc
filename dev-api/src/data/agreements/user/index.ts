import type { Translated } from '../document';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { ZH_CN } from './zh-cn';
import { ZH_TW } from './zh-tw';

export const USER_AGREEMENT: Translated = { 'zh-CN': ZH_CN, 'zh-TW': ZH_TW, en: EN, es: ES, fr: FR };
