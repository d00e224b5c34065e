import { useModel } from '@umijs/max';
import { useCallback } from 'react';
import type { CurrentUser } from '@contract/auth';

/** Puts the user the server answered into the initial state, so the header and every page see the change. */
export function useSetCurrentUser() {
  const { setInitialState } = useModel('@@initialState');
  return useCallback((currentUser: CurrentUser) => setInitialState((s) => (s ? { ...s, currentUser } : s)), [setInitialState]);
}
