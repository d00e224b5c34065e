// The account menu's flows (SPEC.md section 4): logout and the role switch. No UI here; AvatarDropdown shows results.
import type { CurrentUser, MenuItem } from '@contract/auth';
import { BizError, clearToken } from '@/requestErrorConfig';
import { getMenu, logout, updateUserDefRole } from '@/services/htdz/auth';

/** A timer that lives as long as the session (e.g. a notices poll); logout clears it. */
let sessionTimer: ReturnType<typeof setInterval> | undefined;

export function setSessionTimer(timer: ReturnType<typeof setInterval>) {
  clearSessionTimer();
  sessionTimer = timer;
}

export function clearSessionTimer() {
  if (sessionTimer !== undefined) clearInterval(sessionTimer);
  sessionTimer = undefined;
}

/**
 * Ends the session: a user who switched away from their first role gets it back as the default first,
 * then the server revokes the token and the stored one is dropped. Failures do not keep anyone signed in.
 */
export async function endSession(user: CurrentUser | undefined): Promise<void> {
  const first = user?.roleList[0];
  if (user && first && user.roleList.length > 1 && first.roleId !== user.roleType) {
    await updateUserDefRole({ userId: user.userId, roleType: first.roleId }, { skipErrorHandler: true }).catch(() => undefined);
  }
  await logout({ skipErrorHandler: true }).catch(() => undefined);
  clearToken();
  clearSessionTimer();
}

export type SwitchResult = { ok: true; currentUser: CurrentUser; menuData: MenuItem[] } | { ok: false; message?: string };

/** Makes `roleType` the active role and loads that role's menu; on failure answers the server's message. */
export async function switchRole(user: CurrentUser, roleType: number): Promise<SwitchResult> {
  try {
    const res = await updateUserDefRole({ userId: user.userId, roleType }, { skipErrorHandler: true });
    if (!res.success) return { ok: false, message: res.message };
    const menu = await getMenu({ skipErrorHandler: true }).catch(() => undefined);
    return { ok: true, currentUser: res.obj, menuData: menu?.success ? menu.obj : [] };
  } catch (e) {
    return { ok: false, message: e instanceof BizError ? e.info.errorMessage : undefined };
  }
}
