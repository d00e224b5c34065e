// When a student may see a score, or the answers and analysis, of what they handed in (homework, exams): one rule
// for the release settings (contract RELEASE_MOMENTS), so no page shows a score before it is released.
import type { ReleaseMoment } from '@contract/homework';

export type ReleaseState = {
  /** handed in (submitted or reviewed) */
  handedIn: boolean;
  /** a teacher finished reviewing it */
  reviewed: boolean;
  /** the homework's or exam's end (or late limit) has passed */
  ended: boolean;
};

export function releasedBy(moment: ReleaseMoment, s: ReleaseState): boolean {
  if (!s.handedIn) return false;
  switch (moment) {
    case 'submit':
      return true;
    case 'end':
      return s.ended;
    case 'review':
      return s.reviewed;
    default:
      return false;
  }
}
