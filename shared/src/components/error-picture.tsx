import type { ErrorBlockProps } from 'antd-mobile';
import { lazy, Suspense, type ComponentType } from 'react';

function WordsOnly({ title, description }: Pick<ErrorBlockProps, 'title' | 'description'>) {
  return (
    <div className="adm-error-block">
      <div className="adm-error-block-description">
        {title && <div className="adm-error-block-description-title">{title}</div>}
        {description && <div className="adm-error-block-description-subtitle">{description}</div>}
      </div>
    </div>
  );
}

// antd-mobile's error block is mostly its pictures: fetched when a fault first shows, not on
// every first screen. Until it arrives, and if it can't (offline: a fault page must never fault),
// the same words show alone; the next fault shown asks for the pictures again.
const errorBlock = (): ComponentType<ErrorBlockProps> =>
  lazy(() =>
    import('antd-mobile/es/components/error-block').catch(() => {
      ErrorBlock = errorBlock();
      return { default: WordsOnly };
    }),
  );
let ErrorBlock = errorBlock();

/** antd-mobile's ErrorBlock, loaded on first use. */
export function ErrorPicture(props: ErrorBlockProps) {
  return (
    <Suspense fallback={<WordsOnly title={props.title} description={props.description} />}>
      <ErrorBlock {...props} />
    </Suspense>
  );
}
