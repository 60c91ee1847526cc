import { Checkbox } from 'antd-mobile';
import { Fragment } from 'react';
import { Link } from '@rental/shared';
import './consent-check.css';

export interface ConsentCheckProps {
  /**
   * The whole sentence, one translated string so each language keeps its own grammar, with each
   * document's title between numbered tags: `我已阅读并同意<1>《用户协议》</1>和<2>《隐私政策》</2>`.
   */
  sentence: string;
  /** Where each tag's document opens: `<1>` is `documents[0]`. */
  documents: readonly string[];
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Said under the sentence while `missing`: the renter went on without ticking. */
  required: string;
  missing: boolean;
}

interface Piece {
  text: string;
  document?: number;
}

const TAG = /<(\d+)>(.*?)<\/\1>/g;

/** The sentence cut into plain text and the titles of its numbered tags. */
export function sentencePieces(sentence: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of sentence.matchAll(TAG)) {
    if (match.index > at) pieces.push({ text: sentence.slice(at, match.index) });
    pieces.push({ text: match[2] ?? '', document: Number(match[1]) - 1 });
    at = match.index + match[0].length;
  }
  if (at < sentence.length) pieces.push({ text: sentence.slice(at) });
  return pieces;
}

/**
 * "I have read and agree to …" with a checkbox: the words before the first document tick it, each
 * title opens its document without ticking it, and the checkbox is named by the whole sentence.
 * Going on unticked marks the box and says why under it.
 */
export function ConsentCheck({ sentence, documents, checked, onChange, required, missing }: ConsentCheckProps) {
  const pieces = sentencePieces(sentence);
  const firstLink = pieces.findIndex((piece) => piece.document !== undefined);
  const lead = firstLink === -1 ? pieces : pieces.slice(0, firstLink);
  const rest = firstLink === -1 ? [] : pieces.slice(firstLink);
  const leadText = lead.map((piece) => piece.text).join('');
  return (
    <div className={missing ? 'rental-consent rental-consent--missing' : 'rental-consent'}>
      <Checkbox
        checked={checked}
        onChange={onChange}
        style={{ '--icon-size': '17px', '--font-size': '0.8125rem', '--gap': '8px' }}
      >
        <span aria-hidden="true">{leadText.trimEnd()}</span>
        <span className="rental-sr-only">{pieces.map((piece) => piece.text).join('')}</span>
      </Checkbox>
      {/\s$/.test(leadText) ? ' ' : null}
      {rest.map((piece, index) => {
        const to = piece.document === undefined ? undefined : documents[piece.document];
        return to === undefined ? (
          <Fragment key={index}>{piece.text}</Fragment>
        ) : (
          <Link key={index} to={to} className="rental-consent-link">
            {piece.text}
          </Link>
        );
      })}
      {missing && (
        <p role="alert" className="rental-consent-error">
          {required}
        </p>
      )}
    </div>
  );
}
