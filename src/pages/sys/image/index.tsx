// 镜像管理 (/sys/image): every lab image of the platform for admins, in the lab images table without a course — no 试用
// or 实验容器, which belong to a course; a new image is offered to the courses the admin picks in its form.
import { PageContainer } from '@ant-design/pro-components';
import { useT } from '@/components/Locale';
import LabImageTable from '@/components/LabImageTable';
import '@/locales/zh-CN/sys';

export default function SysImagePage() {
  const t = useT();
  return (
    <PageContainer title={t('sys.image.title')} subTitle={t('sys.image.subTitle')}>
      <LabImageTable />
    </PageContainer>
  );
}
