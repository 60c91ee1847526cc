import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import { PATHS, withQuery } from '../../lib/app-links';
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
          <li>
            <Link to={withQuery(PATHS.agreement, { type: 'rental' })} className="ord-link">
              {t('place.consent.rental')}
            </Link>
          </li>
          <li>
            <Link to={withQuery(PATHS.agreement, { type: 'service' })} className="ord-link">
              {t('place.consent.service')}
            </Link>
          </li>
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
