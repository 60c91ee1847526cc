import { useOnline, userMessage } from '@rental/shared';
import { useSubmitLock } from '@rental/shared/submit-lock';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  maxLength: number;
  /** Resolves true once sent; rejects with the server's reason (said at the field, the text kept). */
  onSend: (text: string) => Promise<boolean>;
}

/** The message field and its send button: an empty or too long message is said at the field, nothing typed is lost. */
export function ChatComposer({ maxLength, onSend }: Props) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { run, busy: sending } = useSubmitLock();
  const length = [...text.trim()].length;

  const send = () =>
    run(async () => {
      if (length === 0) return setProblem(t('chat.empty'));
      if (length > maxLength) return setProblem(t('chat.tooLong', { max: maxLength }));
      try {
        if (await onSend(text.trim())) setText('');
        else setProblem(t('chat.sendFailed'));
      } catch (error) {
        setProblem(userMessage(error, t('chat.sendFailed')));
      }
    });

  return (
    <form
      className="acc-chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="acc-chat-field">
        <label htmlFor="acc-chat-text" className="rental-sr-only">
          {t('chat.fieldLabel')}
        </label>
        <textarea
          id="acc-chat-text"
          className="acc-chat-text"
          rows={1}
          placeholder={t('chat.placeholder')}
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'acc-chat-problem acc-chat-count' : 'acc-chat-count'}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <span
          id="acc-chat-count"
          className={length > maxLength ? 'acc-chat-count acc-chat-count--over' : 'acc-chat-count'}
        >
          {t('chat.count', { count: length, max: maxLength })}
        </span>
      </div>
      <Button type="submit" color="primary" shape="rounded" loading={sending} disabled={!online}>
        {t('chat.send')}
      </Button>
      {problem && (
        <p id="acc-chat-problem" role="alert" className="acc-field-error acc-chat-problem">
          {problem}
        </p>
      )}
    </form>
  );
}
