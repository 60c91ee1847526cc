import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useReason } from '../../hooks/use-reason';
import { CANCEL_REASONS, type CancelReason, CANCEL_REASON_MAX } from '../../lib/reason-rules';
import { ReasonFields } from './reason-fields';
import './reason-form.css';

interface Props {
  visible: boolean;
  sending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

function CancelForm({ sending, onClose, onSubmit }: Omit<Props, 'visible'>) {
  const { t } = useTranslation('orders');
  const labelOf = (choice: string) => t(`manage.cancel.reasons.${choice as CancelReason}`);
  const reason = useReason(labelOf, CANCEL_REASON_MAX);
  const submit = () => {
    const text = reason.take();
    if (text !== null) onSubmit(text);
  };
  return (
    <section role="dialog" aria-label={t('manage.cancel.title')} className="ord-reason">
      <h2 className="ord-reason-title">{t('manage.cancel.title')}</h2>
      <p className="ord-reason-hint">{t('manage.cancel.hint')}</p>
      <ReasonFields
        {...reason.fields}
        options={CANCEL_REASONS.map((value) => ({ value, label: labelOf(value) }))}
        choiceLabel={t('manage.cancel.title')}
        noteLabel={t('manage.cancel.noteLabel')}
      />
      <div className="ord-reason-buttons">
        <Button block shape="rounded" onClick={onClose} disabled={sending}>
          {t('manage.cancel.keep')}
        </Button>
        <Button block shape="rounded" color="danger" loading={sending} onClick={submit}>
          {t('manage.cancel.submit')}
        </Button>
      </div>
    </section>
  );
}

/** Cancelling asks why (a choice, and the renter's words when the choices don't fit). */
export function CancelSheet({ visible, sending, onClose, onSubmit }: Props) {
  return (
    <Popup
      visible={visible}
      onMaskClick={sending ? undefined : onClose}
      bodyClassName="ord-reason-popup"
      destroyOnClose
    >
      <CancelForm sending={sending} onClose={onClose} onSubmit={onSubmit} />
    </Popup>
  );
}
