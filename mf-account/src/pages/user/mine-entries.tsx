import { currentLanguage, LANGUAGE_NAMES, Link, ListAction, useLargeText } from '@rental/shared';
import { List, Switch } from 'antd-mobile';
import {
  BankcardOutline,
  BellOutline,
  CouponOutline,
  EditSOutline,
  EyeOutline,
  FileOutline,
  GlobalOutline,
  MessageOutline,
  PhonebookOutline,
  QuestionCircleOutline,
  TeamOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../lib/app-links';
// The sheet (and the animation code under it) comes with the first tap, not with the page.
const LanguageSheet = lazy(() => import('./language-sheet'));
import './mine-entries.css';

const ENTRIES = [
  { key: 'messages', to: PATHS.messages, icon: <BellOutline /> },
  { key: 'coupons', to: PATHS.myCoupons, icon: <CouponOutline /> },
  { key: 'bankCards', to: PATHS.bankCards, icon: <BankcardOutline /> },
  { key: 'realName', to: PATHS.realName, icon: <UserContactOutline /> },
  { key: 'personalData', to: PATHS.personalData, icon: <TeamOutline /> },
  { key: 'bindMobile', to: PATHS.bindMobile, icon: <PhonebookOutline /> },
  { key: 'contracts', to: PATHS.myContracts, icon: <FileOutline /> },
  { key: 'faq', to: PATHS.faq, icon: <QuestionCircleOutline /> },
  { key: 'feedback', to: PATHS.feedback, icon: <EditSOutline /> },
  { key: 'service', to: PATHS.customerService, icon: <MessageOutline /> },
] as const;

type Entry = (typeof ENTRIES)[number];

const entryIcon = (icon: ReactNode) => (
  <span className="acc-entry-icon" aria-hidden>
    {icon}
  </span>
);

function EntryRow({ entry, extra }: { entry: Entry; extra?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <Link to={entry.to} className="acc-entry-link">
      <List.Item prefix={entryIcon(entry.icon)} extra={extra} arrowIcon>
        {t(`mine.entries.${entry.key}`)}
      </List.Item>
    </Link>
  );
}

/** Everything else a renter looks for on mine, plus the language and large-text switches. */
export function MineEntries({ couponCount, unread = null }: { couponCount: number | null; unread?: number | null }) {
  const { t } = useTranslation('account');
  const [languageOpen, setLanguageOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still animates.
  const [languageAsked, setLanguageAsked] = useState(false);
  const [largeText, setLargeText] = useLargeText();
  const coupons = couponCount ? t('mine.entries.couponCount', { count: couponCount }) : undefined;
  // The count in words, drawn as a badge: what the eye sees is what a screen reader says.
  const messages = unread ? (
    <span className="acc-entry-unread">{t('messages.unreadCount', { count: unread })}</span>
  ) : undefined;
  const extras: Partial<Record<Entry['key'], ReactNode>> = { coupons, messages };
  return (
    <nav className="acc-card acc-entries" aria-label={t('mine.entries.label')}>
      <List>
        {ENTRIES.map((entry) => (
          <EntryRow key={entry.key} entry={entry} extra={extras[entry.key]} />
        ))}
        <ListAction
          prefix={entryIcon(<GlobalOutline />)}
          extra={LANGUAGE_NAMES[currentLanguage()]}
          onClick={() => {
            setLanguageAsked(true);
            setLanguageOpen(true);
          }}
        >
          {t('mine.entries.language')}
        </ListAction>
        <ListAction
          prefix={entryIcon(<EyeOutline />)}
          extra={<Switch checked={largeText} aria-hidden />}
          onClick={() => setLargeText(!largeText)}
          switchOn={largeText}
        >
          {t('mine.entries.largeText')}
        </ListAction>
      </List>
      {languageAsked && (
        <Suspense fallback={null}>
          <LanguageSheet visible={languageOpen} onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}
