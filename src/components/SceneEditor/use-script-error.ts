// A script PostgreSQL refused (预览数据 or 保存): the server's message, and the line it names, marked in the init
// script's editor or in the hidden data editor it names (隐藏数据 N). Any other failure goes to the request error
// handler as usual.
import { useCallback, useState } from 'react';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import { lineInMessage } from '@/components/ResultSetTable/format';

export type HiddenError = { index: number; line: number | null };

export function useScriptError() {
  const showError = useShowRequestError();
  const [message, setMessage] = useState<string | null>(null);
  const [errorLine, setErrorLine] = useState<number | null>(null);
  const [hiddenError, setHiddenError] = useState<HiddenError | null>(null);

  const clear = useCallback(() => {
    setMessage(null);
    setErrorLine(null);
    setHiddenError(null);
  }, []);

  /** A script PostgreSQL refused: the message, and the line it names marked in its editor. */
  const show = (error: unknown) => {
    const text = bizMessage(error);
    if (text === null) return showError(error);
    setMessage(text);
    const hidden = /^隐藏数据 (\d+)/.exec(text);
    setErrorLine(hidden ? null : lineInMessage(text));
    setHiddenError(hidden ? { index: Number(hidden[1]) - 1, line: lineInMessage(text) } : null);
  };

  return { message, errorLine, setErrorLine, hiddenError, setHiddenError, clear, show };
}
