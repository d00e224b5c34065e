// 新建课程 / 新建模板 as the course lists open it: the form (and the contract's schemas with zod it checks by) loads
// when a course is first created, not with the list (issue P14, page weight); once opened it stays mounted, so that
// closing keeps the dialog's animation.
import { lazy, Suspense, useState } from 'react';
import type { Props } from './CreateCourseForm';

const CreateCourseForm = lazy(() => import('./CreateCourseForm'));

export default function CreateCourseModal(props: Props) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CreateCourseForm {...props} />
    </Suspense>
  );
}
