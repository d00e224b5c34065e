// 导出 Excel of a class's statistics: the server writes the sheet (one row per student), the browser saves it;
// a failure shows through the request error handler like any other call's.
import { DownloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button } from 'antd';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { exportClassStat } from '@/services/htdz/statis';

export default function ExportClassStat({ sclassId, className }: { sclassId: number; className: string }) {
  const t = useT();
  const run = useRequest(async () => saveBlob(await exportClassStat(sclassId), t('statis.export.fileName', { clazz: className })), { manual: true });
  return (
    <Button icon={<DownloadOutlined />} loading={run.loading} onClick={() => run.run()} data-testid="statis-export">
      {t('statis.export')}
    </Button>
  );
}
