import { useOnline } from '@rental/shared';
import { Button } from 'antd-mobile';

interface Props {
  label: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => unknown;
}

/**
 * The form's one primary action: full width, busy (so not tappable again) while it sends, and
 * disabled while offline (the offline notice says why).
 */
export function SubmitButton({ label, busyLabel, busy, onSubmit }: Props) {
  const online = useOnline();
  return (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      loading={busy}
      disabled={!online}
      loadingText={busyLabel}
      onClick={() => void onSubmit()}
    >
      {label}
    </Button>
  );
}
