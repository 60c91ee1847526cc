import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CancelFlow } from '../hooks/use-cancel';
import { useReason } from '../hooks/use-reason';
import { CANCEL_REASONS, type CancelReason, CANCEL_REASON_MAX } from '../lib/reason-rules';
import { CancelOutcome } from './cancel-outcome';
import { ReasonFields } from './reason-fields';
import './reason-form.css';

function CancelForm({ flow }: { flow: CancelFlow }) {
  const { t } = useTranslation('orders');
  const labelOf = (choice: string) => t(`manage.cancel.reasons.${choice as CancelReason}`);
  const reason = useReason(labelOf, CANCEL_REASON_MAX);
  const { sending, failure, quote } = flow;
  const submit = () => {
    const text = reason.take();
    if (text !== null) void flow.submit(text);
  };
  return (
    <section role="dialog" aria-label={t('manage.cancel.title')} className="ord-reason">
      <h2 className="ord-reason-title">{t('manage.cancel.title')}</h2>
      <p className="ord-reason-hint">{t('manage.cancel.hint')}</p>
      <CancelOutcome quote={quote} onRetry={() => void flow.retryQuote()} />
      <ReasonFields
        {...reason.fields}
        options={CANCEL_REASONS.map((value) => ({ value, label: labelOf(value) }))}
        choiceLabel={t('manage.cancel.title')}
        noteLabel={t('manage.cancel.noteLabel')}
      />
      {failure && (
        <div className="ord-cancel-problem" role="alert">
          <p>{failure}</p>
          <Button size="small" shape="rounded" loading={sending} onClick={submit}>
            {t('manage.cancel.retry')}
          </Button>
        </div>
      )}
      <div className="ord-reason-buttons">
        <Button block shape="rounded" onClick={flow.close} disabled={sending}>
          {t('manage.cancel.keep')}
        </Button>
        <Button
          block
          shape="rounded"
          color="danger"
          loading={sending}
          // The renter is told what happens to their money before they can cancel.
          disabled={quote.kind !== 'ready'}
          onClick={submit}
        >
          {t('manage.cancel.submit')}
        </Button>
      </div>
    </section>
  );
}

/** Cancelling asks why (a choice, and the renter's words when the choices don't fit) and says what it gives back. */
export function CancelSheet({ flow }: { flow: CancelFlow }) {
  return (
    <Popup
      visible={flow.open}
      onMaskClick={flow.sending ? undefined : flow.close}
      bodyClassName="ord-reason-popup"
      destroyOnClose
    >
      <CancelForm flow={flow} />
    </Popup>
  );
}
