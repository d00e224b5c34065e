// Who shared an object with the teacher: the colleagues' names, and a tag when one shared it with the whole school.
import { Space, Tag, Typography } from 'antd';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/share';

export default function SharedBy({ names, wholeSchool }: { names: string[]; wholeSchool: boolean }) {
  const t = useT();
  return (
    <Space size={4} wrap>
      <Typography.Text>{names.join('、')}</Typography.Text>
      {wholeSchool && <Tag color="green">{t('share.wholeSchool')}</Tag>}
    </Space>
  );
}
