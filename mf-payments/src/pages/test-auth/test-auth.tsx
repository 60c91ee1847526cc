import {
  configAtom,
  ErrorState,
  formatMoney,
  getWalletBridge,
  resultCodeOfError,
  walletOutcome,
  type WalletOutcome,
  type WalletResultCode,
  type PageProps,
  useNavigate,
} from '@rental/shared';
import { Button, List, Result } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTestFreeze } from '../../api/get-test-freeze';
import type { TestFreeze } from '../../api/types';
import { PATHS } from '../../lib/app-links';
import '../../components/page.css';

/** The test freeze is always one fen (the dev API's `amount: 1`); the intro names it before any request. */
const TEST_FREEZE_FEN = 1;

/** How the test pre-authorization ended, in the page's words (`processing`: the wallet does not know yet). */
type TestFreezeOutcome = 'success' | 'processing' | 'cancelled' | 'failed';
const OUTCOME: Record<WalletOutcome, TestFreezeOutcome> = {
  success: 'success',
  unknown: 'processing',
  cancelled: 'cancelled',
  failed: 'failed',
};
const RESULT_STATUS = { success: 'success', processing: 'waiting', cancelled: 'info', failed: 'error' } as const;

/** A one-fen pre-authorization through the wallet, to check the freeze works (test builds only). */
export default function TestAuthPage(_props: PageProps) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const enabled = useAtomValue(configAtom).features.testAuth;
  const lock = useSubmitLock();
  const [outcome, setOutcome] = useState<{ freeze: TestFreeze; code: string; result: TestFreezeOutcome } | null>(null);
  if (!enabled) {
    return (
      <ErrorState
        status="empty"
        title={t('testAuth.unavailable')}
        description={t('testAuth.unavailableHint')}
        extra={
          <Button shape="rounded" onClick={() => void navigate(PATHS.home, { replace: true })}>
            {t('result.home')}
          </Button>
        }
      />
    );
  }

  const run = () =>
    lock.run(async () => {
      try {
        const freeze = await getTestFreeze();
        if (!freeze) return;
        let code: WalletResultCode;
        try {
          code = (await getWalletBridge().freeze(freeze.orderStr)).resultCode;
        } catch (error) {
          code = resultCodeOfError(error);
        }
        setOutcome({ freeze, code, result: OUTCOME[walletOutcome(code)] });
      } catch {
        // The HTTP client has shown why; the button can be tapped again.
      }
    });

  return (
    <div className="pay-page">
      <section className="pay-section">
        <h2 className="pay-section-title">{t('testAuth.heading')}</h2>
        <p className="pay-hint pay-test-intro">{t('testAuth.intro', { amount: formatMoney(TEST_FREEZE_FEN) })}</p>
        {outcome && (
          <>
            <Result
              status={RESULT_STATUS[outcome.result]}
              title={t(`testAuth.outcome.${outcome.result}`)}
              description={t('testAuth.code', { code: outcome.code })}
            />
            <List>
              <List.Item extra={outcome.freeze.outOrderNo}>{t('testAuth.orderNo')}</List.Item>
              <List.Item extra={formatMoney(outcome.freeze.amount)}>{t('testAuth.amount')}</List.Item>
            </List>
          </>
        )}
      </section>
      <div style={{ padding: '0 12px' }}>
        <Button block color="primary" shape="rounded" size="large" loading={lock.busy} onClick={() => void run()}>
          {t(outcome ? 'testAuth.again' : 'testAuth.run')}
        </Button>
      </div>
    </div>
  );
}
