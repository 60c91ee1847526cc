import { http, isRecord } from '@rental/shared';

export const FEEDBACK_TYPES = ['product', 'order', 'service', 'app', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

const isCreated = (v: unknown): v is { id: number } => isRecord(v) && typeof v.id === 'number';

/** Sends feedback (JSON). Silent: the page shows the server's message in place. */
export function submitComplaint(body: { type: FeedbackType; content: string; contact: string; imageIds?: string[] }) {
  return http.post('/api/client/complaint/submit', body, { json: true, guard: isCreated, silent: true });
}
