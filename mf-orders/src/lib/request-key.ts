/** A fresh key for one placing attempt (≤ 64 characters, as the server takes it). */
export function newRequestKey(): string {
  const random =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `h5-${Date.now().toString(36)}-${random}`.slice(0, 64);
}
