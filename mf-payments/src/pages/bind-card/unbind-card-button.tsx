import { toast, userMessage } from '@rental/shared';
import { Button } from 'antd-mobile';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unbindCard } from '../../api/unbind-card';
import type { BankCard } from '../../api/types';

const loadDialog = () => import('antd-mobile/es/components/dialog').then((m) => m.default);

/**
 * "解绑" on a card tile: asked once with what it means (orders paying from it are then paid another
 * way), then done; a refusal (a payment still in progress) is said, and the card stays.
 */
export function UnbindCardButton({ card, onUnbound }: { card: BankCard; onUnbound: () => void }) {
  const { t } = useTranslation('payments');
  const [busy, setBusy] = useState(false);
  const lock = useSubmitLock();

  const unbind = () =>
    lock.run(async () => {
      try {
        const Dialog = await loadDialog();
        const confirmed = await Dialog.confirm({
          title: t('cards.unbindTitle', { bank: card.bankName, last4: card.last4 }),
          content: t('cards.unbindText'),
          confirmText: t('cards.unbindConfirm'),
          cancelText: t('cards.unbindCancel'),
        });
        if (!confirmed) return;
        setBusy(true);
        const done = await unbindCard(card.id);
        if (!done) return;
        toast.success(t('cards.unbound'));
        onUnbound();
      } catch (error) {
        toast.error(userMessage(error, t('cards.unbindFailed')));
      } finally {
        setBusy(false);
      }
    });

  return (
    <Button
      size="mini"
      fill="outline"
      shape="rounded"
      className="pay-card-tile-unbind"
      loading={busy}
      aria-label={t('cards.unbindLabel', { last4: card.last4 })}
      onClick={() => void unbind()}
    >
      {t('cards.unbind')}
    </Button>
  );
}
