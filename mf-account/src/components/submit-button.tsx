import { Button } from 'antd-mobile';

interface Props {
  label: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: () => unknown;
}

/** The form's one primary action: full width, and busy (so not tappable again) while it sends. */
export function SubmitButton({ label, busyLabel, busy, onSubmit }: Props) {
  return (
    <Button
      block
      color="primary"
      size="large"
      shape="rounded"
      loading={busy}
      loadingText={busyLabel}
      onClick={() => void onSubmit()}
    >
      {label}
    </Button>
  );
}
