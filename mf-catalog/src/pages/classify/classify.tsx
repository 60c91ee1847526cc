import type { PageProps } from '@rental/shared';

export default function ClassifyPage({ query }: PageProps) {
  return <div data-testid="pending-page">pages/classify/classify {JSON.stringify(query)}</div>;
}
