// 加时: a dialog to give chosen students of a publication (a homework, an exam-class) more time, with the grants made
// so far (the student, the new end or extra minutes, who granted it, when) and 撤销 for each. The page says what a
// grant is (its own controlled fields, how a grant reads in the list) and sends it; the list is the server's answer
// after each change.
import { useRequest } from 'ahooks';
import { App, Button, Divider, Form, Modal, Popconfirm, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useT } from '@/components/Locale';
import StudentPicker, { studentLabel, type PickableStudent } from '@/components/StudentPicker';
import '@/locales/zh-CN/homework-review';

/** A grant as the list shows it. */
export type Granted = { studentId: number; code: string; name: string; grantedBy: string; grantedAt: string };

type Props<E extends Granted> = {
  title: string;
  /** what a grant does, above the form */
  note: ReactNode;
  /** the publication's students to choose from */
  students: readonly PickableStudent[];
  load: () => Promise<E[]>;
  /** the grant's own fields (the new end, the extra minutes): Form items the page controls, without names */
  fields: ReactNode;
  /** the list's column of what was granted */
  valueTitle: string;
  valueOf: (granted: E) => ReactNode;
  /** sends the grant; answers the list after it, or null when nothing was granted (the page or the request layer said why) */
  grant: (studentIds: number[]) => Promise<E[] | null>;
  withdraw: (studentId: number) => Promise<E[]>;
  /** after any change, for the page to load what the grants changed */
  onChanged: () => void;
  onClose: () => void;
};

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

export default function ExtensionsModal<E extends Granted>(props: Props<E>) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ studentIds: number[] }>();
  const list = useRequest(props.load);
  const [busy, setBusy] = useState(false);

  const granted = (after: E[], done: string) => {
    list.mutate(after);
    message.success(done);
    props.onChanged();
  };
  const submit = async () => {
    if (!(await form.validateFields().catch(() => null))) return;
    const { studentIds } = form.getFieldsValue(true) as { studentIds: number[] };
    setBusy(true);
    try {
      const after = await props.grant(studentIds).catch(() => null);
      if (after) {
        granted(after, t('extension.granted', { count: studentIds.length }));
        form.setFieldsValue({ studentIds: [] });
      }
    } finally {
      setBusy(false);
    }
  };
  const withdraw = async (studentId: number) => {
    const after = await props.withdraw(studentId).catch(() => null);
    if (after) granted(after, t('extension.withdrawn'));
  };

  return (
    <Modal open title={props.title} width={760} onCancel={props.onClose} footer={<Button onClick={props.onClose}>{t('extension.close')}</Button>}>
      <Typography.Paragraph type="secondary">{props.note}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ studentIds: [] }}>
        <Form.Item
          name="studentIds"
          label={t('extension.students')}
          rules={[{ required: true, type: 'array', min: 1, message: t('extension.students.required') }]}
        >
          <StudentPicker students={props.students} placeholder={t('extension.students.placeholder')} data-testid="extension-students" />
        </Form.Item>
        <Space align="end" wrap>
          {props.fields}
          <Form.Item>
            <Button type="primary" loading={busy} onClick={submit} data-testid="extension-grant">
              {t('extension.grant')}
            </Button>
          </Form.Item>
        </Space>
      </Form>
      <Divider orientation="left" plain>
        {t('extension.list')}
      </Divider>
      <Table<E>
        rowKey="studentId"
        size="small"
        pagination={false}
        loading={list.loading}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('extension.empty') }}
        columns={[
          { title: t('extension.col.student'), key: 'student', render: (_, e) => <span data-testid={`extension-row-${e.studentId}`}>{studentLabel(e)}</span> },
          { title: props.valueTitle, key: 'value', render: (_, e) => props.valueOf(e) },
          { title: t('extension.col.grantedBy'), dataIndex: 'grantedBy', width: 110 },
          { title: t('extension.col.grantedAt'), dataIndex: 'grantedAt', width: 150, render: (v: string) => time(v) },
          {
            title: t('extension.col.action'),
            key: 'action',
            width: 80,
            render: (_, e) => (
              <Popconfirm title={t('extension.withdraw.confirm', { name: studentLabel(e) })} onConfirm={() => withdraw(e.studentId)}>
                <Button type="link" size="small" danger data-testid={`extension-withdraw-${e.studentId}`}>
                  {t('extension.withdraw')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}
