import { PageSkeleton, safeRedirect, userInfoAtom, type PageProps } from '@rental/shared';
import { Result } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FaceStep } from '../../components/real-name/face-step';
import { IdForm } from '../../components/real-name/id-form';
import { useClientInfo } from '../../hooks/use-client-info';
import { useRequireLogin } from '../../hooks/use-require-login';
import '../page.css';
import './perfect-id-card.css';

/**
 * Real-name verification: the card (photos, OCR, confirmed details), then the face check. A
 * verified renter sees the masked result instead; one who already sent the card goes to the face.
 * Sent here on the way to something else (`redirect`, e.g. placing an order), a verified renter
 * goes straight on there.
 */
export default function PerfectIdCardPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const loggedIn = useRequireLogin();
  useClientInfo();
  const user = useAtomValue(userInfoAtom);
  const [step, setStep] = useState<'card' | 'face' | null>(null);
  const navigate = useNavigate();
  const onward = query.redirect ? safeRedirect(query.redirect) : null;
  const verified = user?.realNameStatus === 'verified';
  useEffect(() => {
    if (loggedIn && verified && onward) void navigate(onward, { replace: true });
  }, [loggedIn, verified, onward, navigate]);
  if (!loggedIn) return null;
  // The form or the result depends on the profile: wait for it rather than flash the wrong one.
  if (!user) return <PageSkeleton rows={6} />;
  const status = user.realNameStatus;

  // Just verified here: the face step shows its own success; coming back shows the result.
  if (status === 'verified' && step !== 'face') {
    return (
      <div className="acc-page acc-rn">
        <section className="acc-card acc-rn-done">
          <Result status="success" title={t('realName.verifiedTitle')} description={t('realName.verifiedHint')} />
          <dl className="acc-rn-facts">
            <dt>{t('realName.name')}</dt>
            <dd>{user.realNameMasked ?? ''}</dd>
            <dt>{t('realName.mobile')}</dt>
            <dd>{user.mobileMasked}</dd>
          </dl>
        </section>
      </div>
    );
  }
  const atFace = step ? step === 'face' : status === 'ocr_done' || status === 'face_pending' || status === 'failed';
  return (
    <div className="acc-page acc-rn">
      <ol className="acc-rn-steps" aria-label={t('realName.stepsLabel')}>
        <li className={atFace ? 'done' : 'current'} aria-current={atFace ? undefined : 'step'}>
          {t('realName.stepCard')}
        </li>
        <li className={atFace ? 'current' : ''} aria-current={atFace ? 'step' : undefined}>
          {t('realName.stepFace')}
        </li>
      </ol>
      {atFace ? (
        <FaceStep
          previouslyFailed={step === null && status === 'failed'}
          onStart={() => setStep('face')}
          onRestart={() => setStep('card')}
        />
      ) : (
        <IdForm onSubmitted={() => setStep('face')} />
      )}
    </div>
  );
}
