import { RequestView, type PageProps } from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BadLink } from '../../components/bad-link';
import { Refreshable } from '../../components/refreshable';
import { usePayStatus } from './use-pay-status';
import { parseTradeNo } from '../../lib/trade-no';
import { ResultView } from './result-view';
import '../../components/page.css';
import './payment-result.css';

/** What the server says became of a trade: asked a few times while it is open, and on pull-down. */
export default function PaymentResultPage({ query }: PageProps) {
  const { t } = useTranslation('payments');
  const tradeNo = parseTradeNo(query.tradeNo);
  const status = usePayStatus(tradeNo ?? '');
  if (tradeNo === undefined) return <BadLink />;
  return (
    <div className="pay-page pay-result-page">
      <Refreshable onRefresh={status.refreshAsync}>
        {/* Checking → paid, failed or still processing: said as it changes. */}
        <div aria-live="polite">
          <RequestView
            request={status}
            skeleton={<Result status="waiting" title={t('result.checking')} description={t('result.checkingHint')} />}
          >
            {(trade) =>
              trade && <ResultView trade={trade} polling={status.polling} orderId={parseQueryId(query.orderId)} />
            }
          </RequestView>
        </div>
      </Refreshable>
    </div>
  );
}
