import { Tag } from 'antd';
import { COURSE_STATUS_NAMES, type CourseStatus } from '@contract/states';
import { STATUS_COLORS } from '@/utils/course';

export default function CourseStatusTag({ status }: { status: CourseStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="course-status" style={{ marginInlineEnd: 0 }}>
      {COURSE_STATUS_NAMES[status]}
    </Tag>
  );
}
