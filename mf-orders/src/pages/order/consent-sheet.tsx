import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import { AGREEMENTS } from './consent';
import './sheets.css';

interface Props {
  open: boolean;
  onClose: () => void;
  onAgree: () => void;
}

/** Submit tapped before agreeing: the agreements where the renter is looking, and "agree and submit". */
export function ConsentSheet({ open, onClose, onAgree }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName="ord-sheet" destroyOnClose>
      <section role="dialog" aria-labelledby="ord-consent-title" className="ord-sheet__body">
        <h2 id="ord-consent-title" className="ord-sheet__title">
          {t('place.consent.sheetTitle')}
        </h2>
        <p className="ord-sheet__text">{t('place.consent.sheetText')}</p>
        <ul className="ord-sheet__links">
          {AGREEMENTS.map(({ to, title }) => (
            <li key={to}>
              <Link to={to} className="ord-link">
                {t(title)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="ord-sheet__buttons">
          <Button block shape="rounded" onClick={onClose}>
            {t('place.consent.notNow')}
          </Button>
          <Button block shape="rounded" color="primary" onClick={onAgree}>
            {t('place.consent.agreeAndSubmit')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
