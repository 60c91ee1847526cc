import type { PageProps } from '@rental/shared';

export default function CustomerServicePage({ query }: PageProps) {
  return <div data-testid="pending-page">pages/customer-service/customerService {JSON.stringify(query)}</div>;
}
