// How far a student is in a chapter, in little room: 已完成, a small bar, or 未开始.
import { CheckCircleOutlined } from '@ant-design/icons';
import { Progress, Tag, Typography } from 'antd';
import type { ChapterProgress } from '@contract/study';
import { useT } from '@/components/Locale';
import { statusOf } from '@/utils/study';
import '@/locales/zh-CN/stu';

type Props = { chapter: Pick<ChapterProgress, 'completed' | 'progress' | 'lastStudiedAt'>; width?: number };

export default function ProgressMark({ chapter, width = 72 }: Props) {
  const t = useT();
  const status = statusOf(chapter);
  if (status === 'done') {
    return (
      <Tag color="success" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }} data-testid="study-mark" data-status="done">
        {t('stu.mark.done')}
      </Tag>
    );
  }
  if (status === 'todo') {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }} data-testid="study-mark" data-status="todo">
        {t('stu.mark.todo')}
      </Typography.Text>
    );
  }
  return (
    <span style={{ display: 'inline-block', width }} data-testid="study-mark" data-status="doing">
      <Progress percent={chapter.progress} size="small" showInfo style={{ margin: 0 }} />
    </span>
  );
}
