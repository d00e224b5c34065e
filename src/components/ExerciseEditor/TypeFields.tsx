// The part of the form that depends on the type. Parts of other types unmount but keep their values in the form
// (antd's preserve), so switching back finds them as they were.
import { isSqlType, type ExerciseType } from '@contract/exercise';
import ChoiceFields from './ChoiceFields';
import FillFields from './FillFields';
import JudgeFields from './JudgeFields';
import ShortFields from './ShortFields';
import SqlFields from './SqlFields';
import type { FieldsProps } from './types';

type Props = FieldsProps & {
  type: ExerciseType;
  courseId: number | null;
  knownScene: { sceneId: number; name: string } | null;
};

export default function TypeFields({ type, courseId, knownScene, ...fields }: Props) {
  if (type === 'single' || type === 'multiple') return <ChoiceFields key={type} multiple={type === 'multiple'} {...fields} />;
  if (type === 'judge') return <JudgeFields {...fields} />;
  if (type === 'fill') return <FillFields {...fields} />;
  if (type === 'short') return <ShortFields {...fields} />;
  if (isSqlType(type)) return <SqlFields type={type} courseId={courseId} knownScene={knownScene} {...fields} />;
  return null;
}
