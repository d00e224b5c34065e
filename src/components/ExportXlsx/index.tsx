// 导出 Excel: a button that writes rows to an .xlsx file (exceljs loads on the first click, see export.ts).
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import { exportXlsx, type XlsxExport } from './export';
import '@/locales/zh-CN/stats';

export { exportXlsx, type XlsxExport } from './export';
export { sheetOf, xlsxFileName, type Cell, type XlsxColumn } from './sheet';

type Props<T> = {
  /** what to write, asked for at the click so it holds the rows shown then */
  build: () => XlsxExport<T>;
  disabled?: boolean;
  'data-testid'?: string;
};

export default function ExportXlsxButton<T>({ build, disabled, 'data-testid': testId = 'stats-export' }: Props<T>) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await exportXlsx(build());
    } catch {
      message.error(t('stats.export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} disabled={disabled} onClick={onClick} data-testid={testId}>
      {t('stats.export')}
    </Button>
  );
}
