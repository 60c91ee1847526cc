import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './nav-bar.css';

interface Props {
  title: string;
  onBack: () => void;
}

/**
 * The page's bar: a back button as large as the area that looks like one (antd-mobile's NavBar
 * answers only on its drawn arrow, inside a nameless "button"), and the page title.
 */
export function NavBar({ title, onBack }: Props) {
  const { t } = useTranslation('shell');
  return (
    <header className="shell-nav-bar">
      <button type="button" className="shell-nav-bar__back" aria-label={t('nav.back')} onClick={onBack}>
        <LeftOutline aria-hidden />
      </button>
      <div className="shell-nav-bar__title">{title}</div>
      <span className="shell-nav-bar__end" aria-hidden />
    </header>
  );
}
