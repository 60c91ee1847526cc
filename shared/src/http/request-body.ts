import { FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from './request-headers';

export type PostBody = Record<string, unknown> | FormData;

function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Form fields as the API reads them: absent values left out, arrays as repeated fields. */
export function toFormBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item: unknown) => form.append(key, formValue(item)));
    else form.append(key, formValue(value));
  }
  return form;
}

const isFormData = (body: PostBody | undefined): body is FormData =>
  typeof FormData !== 'undefined' && body instanceof FormData;

/** The body to send and its content type; FormData gets none so the browser adds the boundary. */
export function encodeBody(body: PostBody | undefined, json: boolean): { data: unknown; contentType: string | null } {
  if (isFormData(body)) return { data: body, contentType: null };
  if (json) return { data: body ?? {}, contentType: JSON_CONTENT_TYPE };
  return { data: toFormBody(body ?? {}), contentType: FORM_CONTENT_TYPE };
}
