import { LANGUAGES } from '../i18n/languages';
import { RULE_WORDS, ruleValues } from './rental-rules';
import words from './rule-words.json';

// The app fills `{{rentStart}}`, `{{lossCompensation}}` and `{{depositRelease}}` from the one words file
// the dev API reads too, in the renter's language: no string carries its own copy of a rule.
test.each(LANGUAGES)('in %s the app states each word rule in the file’s own words', (language) => {
  const values = ruleValues(language);
  for (const key of Object.keys(words) as (keyof typeof words)[]) {
    expect(RULE_WORDS[key][language].trim()).not.toBe('');
    expect(values[key]).toBe(words[key][language]);
  }
});
