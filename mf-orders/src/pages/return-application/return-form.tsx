import { Button, Dialog } from 'antd-mobile';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyReturn } from '../../api/apply-return';
import type { ReturnApplied } from '../../api/types';
import { useReason } from '../../hooks/use-reason';
import { RETURN_REASONS, type ReturnReason, RETURN_REASON_MAX } from '../../lib/reason-rules';
import { ReasonFields } from '../../components/reason-fields';
import '../../components/return.css';

/** Why the renter returns the device; sends the application once, after they confirm. */
export function ReturnForm({ orderId, onApplied }: { orderId: number; onApplied: (answer: ReturnApplied) => void }) {
  const { t } = useTranslation('orders');
  const labelOf = (choice: string) => t(`manage.return.reasons.${choice as ReturnReason}`);
  const reason = useReason(labelOf, RETURN_REASON_MAX);
  const [sending, setSending] = useState(false);
  const lock = useSubmitLock();

  const submit = () =>
    lock.run(async () => {
      const text = reason.take();
      if (text === null) return;
      try {
        const ok = await Dialog.confirm({
          title: t('manage.return.askTitle'),
          content: t('manage.return.ask'),
          confirmText: t('manage.dialog.yes'),
          cancelText: t('manage.dialog.no'),
        });
        if (!ok) return;
        setSending(true);
        const answer = await applyReturn(orderId, text);
        if (answer) onApplied(answer);
      } catch {
        // The client has shown why; the form keeps what was typed.
      } finally {
        setSending(false);
      }
    });

  return (
    <>
      <section className="ord-section" aria-label={t('manage.return.reason')}>
        <h2 className="ord-section-title">{t('manage.return.reason')}</h2>
        <ReasonFields
          {...reason.fields}
          options={RETURN_REASONS.map((value) => ({ value, label: labelOf(value) }))}
          choiceLabel={t('manage.return.reason')}
          noteLabel={t('manage.return.noteLabel')}
        />
      </section>
      <div className="ord-bottom-bar">
        <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()}>
          {t('manage.return.submit')}
        </Button>
      </div>
    </>
  );
}
