import { useState } from 'react';
import { checkReason, composeReason, type ReasonError } from '../lib/reason-rules';

/**
 * A reason being typed: the choice, the note and the field problem shown. `take` checks it and
 * answers the text to send, or null (the problem is then on screen and nothing typed is lost).
 */
export function useReason(labelOf: (choice: string) => string, max: number) {
  const [choice, setChoice] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<ReasonError | null>(null);
  const label = choice ? labelOf(choice) : '';
  return {
    fields: {
      choice,
      note,
      error,
      max,
      onChoice: (value: string | null) => {
        setChoice(value);
        setError(null);
      },
      onNote: (value: string) => {
        setNote(value);
        setError((prev) => (prev === 'choose' ? prev : null));
      },
    },
    take: (): string | null => {
      const problem = checkReason(choice, label, note, max);
      setError(problem);
      return problem ? null : composeReason(choice, label, note);
    },
  };
}
