import { currentLanguage, LANGUAGE_NAMES } from '@rental/shared';
import { List } from 'antd-mobile';
import {
  BankcardOutline,
  CouponOutline,
  EditSOutline,
  FileOutline,
  GlobalOutline,
  MessageOutline,
  QuestionCircleOutline,
} from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguageSheet } from './language-sheet';
import './mine-entries.css';

export const ENTRY_PATHS = {
  coupons: '/pages/coupon/coupon',
  bankCards: '/pages/bankCard/BindCard',
  contracts: '/pages/agreement/agreement',
  faq: '/pages/commonProblem/commonProblem',
  feedback: '/pages/feedBack/feedBack',
  service: '/pages/customer-service/customerService',
} as const;

type EntryKey = keyof typeof ENTRY_PATHS;

const ICONS: Record<EntryKey, ReactNode> = {
  coupons: <CouponOutline />,
  bankCards: <BankcardOutline />,
  contracts: <FileOutline />,
  faq: <QuestionCircleOutline />,
  feedback: <EditSOutline />,
  service: <MessageOutline />,
};

const ORDER: readonly EntryKey[] = ['coupons', 'bankCards', 'contracts', 'faq', 'feedback', 'service'];

function Entry({ entry, extra }: { entry: EntryKey; extra?: string | undefined }) {
  const { t } = useTranslation('account');
  return (
    <Link to={ENTRY_PATHS[entry]} className="acc-entry-link">
      <List.Item prefix={<span className="acc-entry-icon">{ICONS[entry]}</span>} extra={extra} arrowIcon>
        {t(`mine.entries.${entry}`)}
      </List.Item>
    </Link>
  );
}

/** Everything else a renter looks for on mine, plus the language switch. */
export function MineEntries({ couponCount }: { couponCount: number | null }) {
  const { t } = useTranslation('account');
  const [languageOpen, setLanguageOpen] = useState(false);
  const coupons = couponCount ? t('mine.entries.couponCount', { count: couponCount }) : undefined;
  return (
    <nav className="acc-card acc-entries" aria-label={t('mine.entries.label')}>
      <List>
        {ORDER.map((entry) => (
          <Entry key={entry} entry={entry} extra={entry === 'coupons' ? coupons : undefined} />
        ))}
        <List.Item
          prefix={
            <span className="acc-entry-icon">
              <GlobalOutline />
            </span>
          }
          extra={LANGUAGE_NAMES[currentLanguage()]}
          onClick={() => setLanguageOpen(true)}
        >
          {t('mine.entries.language')}
        </List.Item>
      </List>
      <LanguageSheet visible={languageOpen} onClose={() => setLanguageOpen(false)} />
    </nav>
  );
}
