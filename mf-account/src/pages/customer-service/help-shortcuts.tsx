import { EditSOutline, MessageOutline, QuestionCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import { PATHS } from '../../lib/app-links';
import './help-shortcuts.css';

/** The ways to help: a chat (the assistant answers at once, a person follows), every FAQ, or feedback. */
export function HelpShortcuts() {
  const { t } = useTranslation('account');
  const tiles = [
    { to: PATHS.chat, icon: <MessageOutline />, title: t('service.chatEntry'), desc: t('service.chatEntryDesc') },
    { to: PATHS.faq, icon: <QuestionCircleOutline />, title: t('service.faqEntry'), desc: t('service.faqEntryDesc') },
    {
      to: PATHS.feedback,
      icon: <EditSOutline />,
      title: t('service.feedbackEntry'),
      desc: t('service.feedbackEntryDesc'),
    },
  ];
  return (
    <nav className="acc-help" aria-label={t('title.customerService')}>
      {tiles.map((tile) => (
        <Link key={tile.to} to={tile.to} className="acc-help-tile">
          <span className="acc-help-icon" aria-hidden>
            {tile.icon}
          </span>
          <span className="acc-help-text">
            <span className="acc-help-title">{tile.title}</span>
            <span className="acc-help-desc">{tile.desc}</span>
          </span>
          <RightOutline aria-hidden className="acc-help-arrow" />
        </Link>
      ))}
    </nav>
  );
}
