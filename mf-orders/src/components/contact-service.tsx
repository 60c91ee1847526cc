import { Link } from '@rental/shared';
import { MessageOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PATHS, withQuery } from '../lib/app-links';
import './contact-service.css';

/** "联系客服" about this order: the chat opens with the order attached. */
export function ContactService({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  return (
    <Link to={withQuery(PATHS.chat, { orderId })} className="ord-contact">
      <MessageOutline aria-hidden className="ord-contact-icon" />
      <span className="ord-contact-text">
        <span className="ord-contact-title">{t('manage.contact.title')}</span>
        <span className="ord-contact-hint">{t('manage.contact.hint')}</span>
      </span>
      <RightOutline aria-hidden className="ord-contact-arrow" />
    </Link>
  );
}
