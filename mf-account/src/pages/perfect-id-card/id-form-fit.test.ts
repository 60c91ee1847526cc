import { LANGUAGES } from '@rental/shared';
import { loadMessages } from '../../locales/load-messages';

/**
 * The ID form's rows are a label column and a value column; on a 375 px screen the value column
 * holds about 18 Latin letters at the field's size, or 9 Chinese characters. A longer placeholder
 * is cut mid-word ("18-character ID numbe"), which jsdom cannot see, so its length is held here.
 */
const width = (text: string): number =>
  [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);

const FITS = 18;

test.each(LANGUAGES)('%s: every placeholder of the ID form fits its row', async (lng) => {
  const { realName } = (await loadMessages(lng)) as { realName: Record<string, string> };
  for (const key of ['namePlaceholder', 'idNumberPlaceholder', 'datePlaceholder']) {
    expect({ key, text: realName[key], fits: width(realName[key] ?? '') <= FITS }).toEqual({
      key,
      text: realName[key],
      fits: true,
    });
  }
});
