import { Button, SpinLoading } from 'antd-mobile';
import { CameraOutline, CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './id-upload-tile.css';

export type TileState =
  | { kind: 'empty' }
  | { kind: 'busy'; file: File; step: 'upload' | 'ocr' }
  | { kind: 'done'; file: File }
  | { kind: 'failed'; file: File | null; message: string };

interface Props {
  side: 'front' | 'back';
  state: TileState;
  onPick: (file: File) => void;
  onRetry: () => void;
}

function usePreview(file: File | null): string | null {
  const url = useMemo(() => {
    try {
      return file ? URL.createObjectURL(file) : null;
    } catch {
      return null; // no preview, the upload goes on
    }
  }, [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** One side of the ID card: take or choose a photo, see it read, retry when it could not be. */
export function IdUploadTile({ side, state, onPick, onRetry }: Props) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const file = state.kind === 'empty' ? null : state.file;
  const preview = usePreview(file);
  const label = t(`realName.${side}`);
  return (
    <div className={`acc-id-tile acc-id-tile--${state.kind}`}>
      <button
        type="button"
        className="acc-id-tile-pick"
        aria-label={t('realName.pick', { side: label })}
        disabled={state.kind === 'busy'}
        onClick={() => input.current?.click()}
      >
        {preview ? (
          <img src={preview} alt="" className="acc-id-tile-img" />
        ) : (
          <span className={`acc-id-tile-placeholder acc-id-tile-placeholder--${side}`} aria-hidden>
            <CameraOutline />
          </span>
        )}
        {state.kind === 'busy' && (
          <span className="acc-id-tile-mask">
            <SpinLoading color="white" style={{ '--size': '24px' }} />
            {t(state.step === 'upload' ? 'realName.uploading' : 'realName.reading')}
          </span>
        )}
        {state.kind === 'done' && <CheckCircleFill className="acc-id-tile-ok" aria-hidden />}
        {state.kind === 'failed' && <CloseCircleFill className="acc-id-tile-bad" aria-hidden />}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid={`idcard-${side}`}
        aria-label={label}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onPick(picked);
        }}
      />
      <p className="acc-id-tile-label">
        {label}
        {state.kind === 'done' && <span className="acc-id-tile-status"> · {t('realName.read')}</span>}
      </p>
      {state.kind === 'failed' && (
        <div className="acc-id-tile-error">
          <p role="alert">{state.message}</p>
          <Button
            size="mini"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={state.file ? onRetry : () => input.current?.click()}
          >
            {state.file ? t('realName.retry') : t('realName.choose')}
          </Button>
        </div>
      )}
    </div>
  );
}
