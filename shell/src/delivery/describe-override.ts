import type { Override } from '@rental/platform/runtime';

export const describeOverride = (o: Override): string => ('url' in o ? o.url : o.version);
