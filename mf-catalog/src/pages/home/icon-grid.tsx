import { useTranslation } from 'react-i18next';
import { Link } from '@rental/shared';
import type { HomeIcon } from '../../api/types';
import { toRoute } from '../../lib/app-links';
import './icon-grid.css';

export function IconGrid({ icons }: { icons: readonly HomeIcon[] }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('home.shortcuts')} className="cat-card">
      <ul className="cat-icons">
        {icons.map((icon) => (
          <li key={icon.id}>
            <Link to={toRoute(icon.link)} className="cat-icons__item">
              <img
                src={icon.icon}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                decoding="async"
                className="cat-icons__img"
              />
              <span className="cat-icons__label">{icon.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
