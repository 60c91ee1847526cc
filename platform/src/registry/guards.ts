export type Json = Record<string, unknown>;

export const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isString = (v: unknown): v is string => typeof v === 'string';
export const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter(isString) : []);
