import type { PageProps } from '@rental/shared';

export default function UserPage({ query }: PageProps) {
  return <div data-testid="pending-page">pages/user/user {JSON.stringify(query)}</div>;
}
