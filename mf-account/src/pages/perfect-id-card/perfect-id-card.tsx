import { ErrorState, PageSkeleton, safeRedirect, userInfoAtom, type PageProps, useNavigate } from '@rental/shared';
import { Result } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetourSteps } from '../../components/detour-steps';
import { FaceStep } from './face-step';
import { IdForm } from './id-form';
import { useClientInfo } from '../../hooks/use-client-info';
import { detourSteps, isLastStep } from '../../lib/detour';
import '../../components/page.css';
import './perfect-id-card.css';

/**
 * Real-name verification: the card (photos, OCR, confirmed details), then the face check. A
 * verified renter sees the masked result instead; one who already sent the card goes to the face.
 * Sent here on the way to something else (`redirect`, e.g. placing an order), a verified renter
 * goes straight on there.
 */
export default function PerfectIdCardPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const profile = useClientInfo();
  const user = useAtomValue(userInfoAtom);
  const [step, setStep] = useState<'card' | 'face' | null>(null);
  const navigate = useNavigate();
  const onward = query.redirect ? safeRedirect(query.redirect) : null;
  const detour = detourSteps(query);
  const verified = user?.realNameStatus === 'verified';
  // Verified already when sent here: straight on. Verified just now: the face step says so first.
  useEffect(() => {
    if (verified && onward && step !== 'face') void navigate(onward, { replace: true });
  }, [verified, onward, navigate, step]);
  // The form or the result depends on the profile: wait for it rather than flash the wrong one.
  if (!user && profile.failed)
    return <ErrorState title={t('mine.loadFailed')} onRetry={profile.refresh} retryLabel={t('mine.retry')} fullPage />;
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
  const steps = detour ?? ['card', 'face'];
  return (
    <div className="acc-page acc-rn">
      <DetourSteps steps={steps} current={atFace ? 'face' : 'card'} onTheWay={detour !== null} />
      {atFace ? (
        <FaceStep
          previouslyFailed={step === null && status === 'failed'}
          last={isLastStep(steps, 'face')}
          onward={onward}
          onStart={() => setStep('face')}
          onRestart={() => setStep('card')}
        />
      ) : (
        <IdForm onSubmitted={() => setStep('face')} />
      )}
    </div>
  );
}
