import type { StudentLabImage } from '@contract/lab';

/** An image on the start page: what a student sees of it, and whether it may be started (students see enabled ones only). */
export type StartImage = { image: StudentLabImage; enabled: boolean };

/** Who starts, from the page's path: the server compares account and role with the session. */
export type StartPlace = { courseId: number; clazzId: number | null; studentCode: string; roleId: number };
