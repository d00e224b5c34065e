// The facts of a class as a Descriptions block: name, course (a link to it), teacher, dates, student count.
import { Link } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import type { ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { CLASS_LINKS } from '@/utils/school-class';
import '@/locales/zh-CN/classes';

export default function ClassInfo({ clazz }: { clazz: ClassSummary }) {
  const t = useT();
  const open = <Typography.Text type="secondary">{t('classes.date.open')}</Typography.Text>;
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} data-testid="class-info">
      <Descriptions.Item label={t('classes.name')}>{clazz.name}</Descriptions.Item>
      <Descriptions.Item label={t('classes.course')}>
        <Link to={CLASS_LINKS.course(clazz.courseId)}>{clazz.courseName}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={t('classes.owner')}>{clazz.ownerName}</Descriptions.Item>
      <Descriptions.Item label={t('classes.startDate')}>{clazz.startDate ?? open}</Descriptions.Item>
      <Descriptions.Item label={t('classes.endDate')}>{clazz.endDate ?? open}</Descriptions.Item>
      <Descriptions.Item label={t('classes.studentCount')}>{t('classes.studentCount.value', { count: clazz.studentCount })}</Descriptions.Item>
    </Descriptions>
  );
}
