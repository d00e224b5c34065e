// 学生初始密码: the first passwords of the accounts just made (or reset), shown this once. 打印 prints this table
// alone, headed with the class's name, for the teacher to hand out; the students must change it at their first sign-in.
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import { useRef } from 'react';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/classes';

export type FirstPassword = { code: string; name: string; password: string };

type Props = {
  className: string;
  /** null: closed */
  passwords: FirstPassword[] | null;
  onClose: () => void;
};

const PRINT_MARK = 'data-print-only';

/**
 * Prints a copy of `element` alone: the copy goes at the end of the page, in the normal flow (a long table runs over
 * several sheets), and for the print everything else is hidden. Both go once the print dialog closes.
 */
export function printOnly(element: HTMLElement) {
  // a print whose dialog never said it closed leaves its copy behind
  for (const old of document.querySelectorAll(`body > [${PRINT_MARK}], style[${PRINT_MARK}]`)) old.remove();
  const box = document.createElement('div');
  box.setAttribute(PRINT_MARK, '');
  const copy = element.cloneNode(true) as HTMLElement;
  // the copy is not the page's table (tests and scripts find the one on the page)
  for (const el of [copy, ...copy.querySelectorAll('[data-testid]')]) el.removeAttribute('data-testid');
  box.appendChild(copy);
  const style = document.createElement('style');
  style.setAttribute(PRINT_MARK, '');
  style.textContent = `@media screen { body > [${PRINT_MARK}] { display: none !important; } }
@media print { body > :not([${PRINT_MARK}]) { display: none !important; } body > [${PRINT_MARK}] { padding: 16px; } }`;
  document.head.appendChild(style);
  document.body.appendChild(box);
  const done = () => {
    style.remove();
    box.remove();
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

export default function FirstPasswords({ className, passwords, onClose }: Props) {
  const t = useT();
  const printed = useRef<HTMLDivElement>(null);
  const columns: TableColumnsType<FirstPassword> = [
    { title: t('classes.passwords.code'), dataIndex: 'code', width: 180 },
    { title: t('classes.passwords.name'), dataIndex: 'name' },
    {
      title: t('classes.passwords.password'),
      dataIndex: 'password',
      width: 160,
      render: (value: string) => <span style={{ fontFamily: 'monospace', fontSize: 16, letterSpacing: 1 }}>{value}</span>,
    },
  ];
  return (
    <Modal
      title={t('classes.passwords.title')}
      open={passwords !== null}
      width={640}
      maskClosable={false}
      // closed, the passwords leave the page
      destroyOnHidden
      onCancel={onClose}
      footer={[
        <Button key="print" icon={<PrinterOutlined />} onClick={() => printed.current && printOnly(printed.current)} data-testid="first-passwords-print">
          {t('classes.passwords.print')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose} data-testid="first-passwords-close">
          {t('classes.passwords.close')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('classes.passwords.once')} description={t('classes.passwords.once.desc')} />
      <div ref={printed} data-testid="first-passwords">
        <h3 style={{ marginTop: 0 }}>{t('classes.passwords.heading', { className })}</h3>
        <Table<FirstPassword> rowKey="code" size="small" bordered columns={columns} dataSource={passwords ?? []} pagination={false} />
      </div>
    </Modal>
  );
}
