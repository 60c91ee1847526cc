import { useTranslation } from 'react-i18next';

/** Says so when a signed document is in another language than the app: it stays in the one it was signed in. */
export function LanguageNote({ lang }: { lang: string | undefined }) {
  const { t, i18n } = useTranslation('account');
  if (!lang || lang === i18n.language) return null;
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(lang) ?? lang;
  return <p>{t('contractPreview.signedIn', { language })}</p>;
}
