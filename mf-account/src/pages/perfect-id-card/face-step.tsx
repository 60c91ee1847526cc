import { getWalletBridge, isApiError, userInfoAtom, WalletError, useNavigate, walletOutcome } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Button, Result } from 'antd-mobile';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { Passed } from './face-passed';
import { useTranslation } from 'react-i18next';
import { getFaceResult } from '../../api/get-face-result';
import { putFace } from '../../api/put-face';
import { startFace } from '../../api/start-face';
import { PATHS } from '../../lib/app-links';

type FaceState =
  | { kind: 'ready' }
  | { kind: 'checking' }
  | { kind: 'passed' }
  | { kind: 'failed'; reason: 'failed' | 'cancelled' | 'error'; message?: string };

/** The wallet's face check against the submitted card: pass, fail or cancel, and try again. */
interface Props {
  previouslyFailed: boolean;
  /** Whether the face check ends the way back to the order ("最后一步" only then). */
  last: boolean;
  /** Where the detour goes on after a pass (the next step, or the order). */
  onward: string | null;
  /** A check begins: the page keeps this step on screen through its outcome. */
  onStart: () => void;
  onRestart: () => void;
}

export function FaceStep({ previouslyFailed, last, onward, onStart, onRestart }: Props) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const setUser = useSetAtom(userInfoAtom);
  const [state, setState] = useState<FaceState>(
    previouslyFailed ? { kind: 'failed', reason: 'failed' } : { kind: 'ready' },
  );
  const { run } = useSubmitLock();

  const check = () =>
    run(async () => {
      onStart();
      setState({ kind: 'checking' });
      try {
        const certifyId = await startFace();
        if (!certifyId) return;
        const result = await getWalletBridge().faceVerify(certifyId);
        await putFace(certifyId, result.resultCode);
        if (walletOutcome(result.resultCode) === 'cancelled') {
          setState({ kind: 'failed', reason: 'cancelled' });
          return;
        }
        const outcome = await getFaceResult(certifyId);
        if (!outcome) return;
        setUser(outcome.userInfo);
        setState(outcome.passed ? { kind: 'passed' } : { kind: 'failed', reason: 'failed' });
      } catch (error) {
        const message = isApiError(error)
          ? error.msg
          : error instanceof WalletError
            ? t('realName.faceUnavailable')
            : undefined;
        setState({ kind: 'failed', reason: 'error', message });
      }
    });

  if (state.kind === 'passed')
    return onward ? (
      <Passed onward={onward} last={last} />
    ) : (
      <section className="acc-card acc-face">
        <Result status="success" title={t('realName.facePassed')} description={t('realName.facePassedHint')} />
        <Button block color="primary" shape="rounded" onClick={() => void navigate(PATHS.mine, { replace: true })}>
          {t('realName.backToMine')}
        </Button>
      </section>
    );

  if (state.kind === 'failed')
    return (
      <section className="acc-card acc-face">
        <Result
          status={state.reason === 'cancelled' ? 'warning' : 'error'}
          title={t(`realName.face.${state.reason}`)}
          description={state.message ?? t(`realName.face.${state.reason}Hint`)}
        />
        <div className="acc-face-actions">
          <Button block color="primary" shape="rounded" onClick={() => void check()}>
            {t('realName.faceRetry')}
          </Button>
          <Button block fill="none" onClick={onRestart}>
            {t('realName.editCard')}
          </Button>
        </div>
      </section>
    );

  return (
    <section className="acc-card acc-face">
      <Result
        status="info"
        title={last ? t('realName.faceTitleLast') : t('realName.faceTitle')}
        description={t('realName.faceHint')}
      />
      <Button
        block
        color="primary"
        size="large"
        shape="rounded"
        loading={state.kind === 'checking'}
        loadingText={t('realName.faceChecking')}
        onClick={() => void check()}
      >
        {t('realName.faceStart')}
      </Button>
    </section>
  );
}
