// The facts of a class as a Descriptions block: name, course (a link to it), teacher, dates, student count.
import { Link } from '@umijs/max';
import { Descriptions, Typography } from 'antd';
import type { ClassSummary } from '@contract/clazz';
import { useT } from '@/components/Locale';
import { SCLASS_LINKS } from '@/utils/school-class';

export default function ClassInfo({ sclass }: { sclass: ClassSummary }) {
  const t = useT();
  const open = <Typography.Text type="secondary">{t('sclass.date.open')}</Typography.Text>;
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} data-testid="class-info">
      <Descriptions.Item label={t('sclass.name')}>{sclass.name}</Descriptions.Item>
      <Descriptions.Item label={t('sclass.course')}>
        <Link to={SCLASS_LINKS.course(sclass.courseId)}>{sclass.courseName}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={t('sclass.owner')}>{sclass.ownerName}</Descriptions.Item>
      <Descriptions.Item label={t('sclass.startDate')}>{sclass.startDate ?? open}</Descriptions.Item>
      <Descriptions.Item label={t('sclass.endDate')}>{sclass.endDate ?? open}</Descriptions.Item>
      <Descriptions.Item label={t('sclass.studentCount')}>{t('sclass.studentCount.value', { count: sclass.studentCount })}</Descriptions.Item>
    </Descriptions>
  );
}
