import type { PageProps } from '@rental/shared';

export default function LoginPage({ query }: PageProps) {
  return <div data-testid="pending-page">pages/login/login {JSON.stringify(query)}</div>;
}
