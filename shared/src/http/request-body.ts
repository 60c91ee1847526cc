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

/**
 * The body to send: form fields by default, the object itself (sent as JSON) where the call says
 * so, FormData as it is. The transport's interceptor names the content type by what it is given.
 */
export function encodeBody(body: PostBody | undefined, json: boolean): unknown {
  if (isFormData(body)) return body;
  return json ? (body ?? {}) : toFormBody(body ?? {});
}
