// 导出 Excel of statistics (a class's, a student's): the server writes the sheet, the browser saves it under
// `fileName`; a failure shows through the request error handler like any other call's.
import { DownloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button } from 'antd';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import '@/locales/zh-CN/class-stats';

export default function ExportStat({ download, fileName }: { download: () => Promise<Blob>; fileName: string }) {
  const t = useT();
  const run = useRequest(async () => saveBlob(await download(), fileName), { manual: true });
  return (
    <Button icon={<DownloadOutlined />} loading={run.loading} onClick={() => run.run()} data-testid="stats-export">
      {t('classStats.export')}
    </Button>
  );
}
