import type { PageProps } from '@rental/shared';

export default function HomePage({ query }: PageProps) {
  return <div data-testid="pending-page"> {JSON.stringify(query)}</div>;
}
