// Addresses of the shell's images, apart from the header's components so the login page (and app.tsx, in the entry
// bundle) can use them without loading the account menu.
import { htdzHost } from '@/services/htdz/client';

/** A file of public/ under the path the host page serves the app from (Umi's runtimePublicPath). */
export const publicUrl = (file: string) => `${(typeof window !== 'undefined' && window.publicPath) || '/'}${file}`;

/** The avatar image: the host prefix plus the user's avatar value; none (a default icon) when empty. */
export const avatarSrc = (avatar: string) => {
  if (!avatar) return undefined;
  return /^(https?:)?\/\//.test(avatar) || avatar.startsWith('data:') ? avatar : `${htdzHost()}${avatar}`;
};
