// 共享给我的: what colleagues shared with the teacher, in a course's question bank (questions) or scene list (scenes),
// to preview (answers included) and copy into this course.
import type { ShareKind } from '@contract/share';
import SharedExercises from './SharedExercises';
import SharedScenes from './SharedScenes';

type Props = {
  kind: ShareKind;
  /** the course copies go into (the page's course, which the teacher edits) */
  courseId: number;
  /** after a copy: the course's own list has something new */
  onCopied?: () => void;
};

export default function SharedWithMe({ kind, courseId, onCopied }: Props) {
  return kind === 'exercise' ? <SharedExercises courseId={courseId} onCopied={onCopied} /> : <SharedScenes courseId={courseId} onCopied={onCopied} />;
}
