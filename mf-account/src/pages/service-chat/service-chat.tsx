import { formatTime, Link, PageSkeleton, RequestView, type PageProps } from '@rental/shared';
import { parseQueryId } from '@rental/shared/query-id';
import { Image } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, ChatOrder } from '../../api/chat-types';
import { PATHS } from '../../lib/app-links';
import { ChatComposer } from './chat-composer';
import { useChat } from './use-chat';
import '../../components/page.css';
import './service-chat.css';

function OrderCard({ order }: { order: ChatOrder }) {
  const { t } = useTranslation('account');
  return (
    <Link to={`${PATHS.orderDetail}?orderId=${encodeURIComponent(order.orderId)}`} className="acc-card acc-chat-order">
      <span className="rental-sr-only">{t('chat.aboutOrder')}</span>
      <Image src={order.goods.thumb} alt="" width={56} height={56} fit="cover" lazy className="acc-chat-order-thumb" />
      <span className="acc-chat-order-info">
        <span className="acc-chat-order-name">{order.goods.name}</span>
        <span className="acc-chat-order-meta">
          {order.goods.specText} · {order.goods.termText}
        </span>
        <span className="acc-chat-order-meta">
          {order.orderNo} · {order.statusText}
        </span>
      </span>
    </Link>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('account');
  const mine = message.author === 'renter';
  return (
    <li className={mine ? 'acc-chat-msg acc-chat-msg--mine' : 'acc-chat-msg'}>
      <span className="acc-chat-who">
        {t(`chat.author.${message.author}`)}
        <time dateTime={message.at}> · {formatTime(message.at)}</time>
      </span>
      <p className="acc-chat-bubble">{message.text}</p>
    </li>
  );
}

/** Customer service as a conversation: the assistant answers from the FAQ at once, a person follows. */
export default function ServiceChatPage({ query }: PageProps) {
  const { t } = useTranslation('account');
  const orderId = parseQueryId(query.orderId);
  const { request, send } = useChat(orderId);
  const end = useRef<HTMLDivElement>(null);
  const count = request.data?.messages.length ?? 0;
  // New messages (sent or arrived) are brought into view, as every chat does.
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <div className="acc-page acc-chat">
      <RequestView request={request} skeleton={<PageSkeleton rows={5} />}>
        {(chat) =>
          chat && (
            <>
              {chat.order && <OrderCard order={chat.order} />}
              <p className="acc-chat-intro">{t('chat.intro')}</p>
              {chat.messages.length === 0 && (
                <p className="acc-chat-none">
                  <strong>{t('chat.none')}</strong>
                  <br />
                  {t('chat.noneHint')}
                </p>
              )}
              <ol className="acc-chat-log" role="log" aria-label={t('chat.logLabel')}>
                {chat.messages.map((message) => (
                  <Bubble key={message.id} message={message} />
                ))}
              </ol>
              <div ref={end} />
              <ChatComposer maxLength={chat.maxLength} onSend={send} />
            </>
          )
        }
      </RequestView>
    </div>
  );
}
