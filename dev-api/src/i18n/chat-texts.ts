import { l10n as l } from './lang';

/** Refusals of a chat message the renter tries to send. */
export const CHAT_MESSAGES = {
  chatTextEmpty: l(
    '请输入要发送的内容',
    '請輸入要傳送的內容',
    'Please type a message first',
    'Escribe un mensaje primero',
    'Veuillez saisir un message',
  ),
  chatTextTooLong: l(
    '消息不能超过 {max} 个字',
    '訊息不能超過 {max} 個字',
    'A message can be at most {max} characters',
    'Un mensaje puede tener como máximo {max} caracteres',
    'Un message ne peut pas dépasser {max} caractères',
  ),
};

/** What the automatic assistant says; it never pretends to be a person. */
export const CHAT_TEXTS = {
  faqAnswer: l(
    '您可能想了解「{question}」：{answer}\n人工客服会尽快跟进您的问题。',
    '您可能想了解「{question}」：{answer}\n人工客服會盡快跟進您的問題。',
    'You may be asking “{question}”: {answer}\nA member of our team will follow up soon.',
    'Quizá preguntas «{question}»: {answer}\nUna persona de nuestro equipo te responderá pronto.',
    'Vous demandez peut-être « {question} » : {answer}\nUne personne de notre équipe vous répondra bientôt.',
  ),
  noMatch: l(
    '抱歉，自动助手没有找到与您问题相符的答案。人工客服会尽快回复您。',
    '抱歉，自動助手沒有找到與您問題相符的答案。人工客服會盡快回覆您。',
    'Sorry, the automatic assistant found no answer to your question. A member of our team will reply soon.',
    'Lo sentimos, el asistente automático no encontró respuesta a tu pregunta. Una persona del equipo te responderá pronto.',
    'Désolé, l’assistant automatique n’a pas trouvé de réponse à votre question. Une personne de l’équipe vous répondra bientôt.',
  ),
};
