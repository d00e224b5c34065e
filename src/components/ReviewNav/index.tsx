// The head of a grading page (homework and exams): 未保存 while scores wait, and 上一位 / 下一位 through the class.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/homework-review';

type Props = { dirty: boolean; previous: number | null; next: number | null; onGo: (id: number) => void };

export default function ReviewNav({ dirty, previous, next, onGo }: Props) {
  const t = useT();
  return (
    <>
      {dirty && (
        <Tag color="orange" data-testid="review-dirty">
          {t('homeworkReview.review.unsaved')}
        </Tag>
      )}
      <Button icon={<LeftOutlined />} disabled={previous === null} onClick={() => previous !== null && onGo(previous)} data-testid="review-prev">
        {t('homeworkReview.review.prev')}
      </Button>
      <Button disabled={next === null} onClick={() => next !== null && onGo(next)} data-testid="review-next">
        {t('homeworkReview.review.next')}
        <RightOutlined />
      </Button>
    </>
  );
}
