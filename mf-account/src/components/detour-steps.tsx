import { useTranslation } from 'react-i18next';
import type { DetourStep } from '../lib/detour';
import './detour-steps.css';

interface Props {
  steps: readonly DetourStep[];
  current: DetourStep;
  /** Sent here by placing an order: say why it asks this first, and that it leads back there. */
  onTheWay?: boolean;
}

/** "第 2/3 步" and the steps by name, the current one marked: where the renter is on the way back to their order. */
export function DetourSteps({ steps, current, onTheWay = true }: Props) {
  const { t } = useTranslation('account');
  const index = steps.indexOf(current);
  return (
    <nav className="acc-detour" aria-label={t('detour.label')}>
      <p className="acc-detour-count">{t('detour.count', { n: index + 1, total: steps.length })}</p>
      <ol className="acc-detour-steps">
        {steps.map((step, i) => (
          <li
            key={step}
            className={i < index ? 'acc-detour-step--done' : i === index ? 'acc-detour-step--current' : undefined}
            aria-current={i === index ? 'step' : undefined}
          >
            {t(`detour.steps.${step}`)}
          </li>
        ))}
      </ol>
      {onTheWay && (
        <p className="acc-detour-why">{t(current === 'contacts' ? 'detour.whyContacts' : 'detour.whyRealName')}</p>
      )}
    </nav>
  );
}
