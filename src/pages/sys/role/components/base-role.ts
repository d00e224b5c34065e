import { useCallback } from 'react';
import { useT, type MessageId } from '@/components/Locale';
import '@/locales/zh-CN/sys';

const NAMES: Record<number, MessageId> = {
  1: 'role.admin',
  2: 'role.expert',
  3: 'role.teacher',
  4: 'role.student',
};
const COLORS: Record<number, string> = { 1: 'red', 2: 'purple', 3: 'blue', 4: 'green' };

export const BASE_ROLE_IDS = [1, 2, 3, 4] as const;

/** The display name of a built-in role id. */
export function useBaseRoleName() {
  const t = useT();
  return useCallback((id: number) => (NAMES[id] ? t(NAMES[id]) : String(id)), [t]);
}

export const baseRoleColor = (id: number) => COLORS[id] ?? 'default';
