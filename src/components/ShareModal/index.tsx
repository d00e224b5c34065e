// 共享: the chosen questions, or one scene, for named colleagues (teachers found by name or 工号) and/or every teacher of
// the school. The server keeps one share per object and colleague, so sharing again only adds what is new.
import { useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Checkbox, Form, Modal, Select, Typography } from 'antd';
import { SHARE_LIMITS, type ShareKind } from '@contract/share';
import { useT } from '@/components/Locale';
import { queryTeachers } from '@/services/htdz/sys';
import { shareExercises, shareScenes } from '@/services/htdz/share';
import '@/locales/zh-CN/share';

type Props = {
  kind: ShareKind;
  /** what is shared; empty: the dialog is closed */
  ids: number[];
  /** a scene's name for the title (one scene is shared at a time) */
  name?: string;
  onClose: () => void;
  /** after a share, e.g. to clear the chosen rows */
  onShared?: () => void;
};

type Values = { recipientIds: number[]; wholeSchool: boolean };

export default function ShareModal({ kind, ids, name, onClose, onShared }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const open = ids.length > 0;
  const share = useRequest(
    async (values: Values) => (kind === 'exercise' ? shareExercises({ exerciseIds: ids, ...values }) : shareScenes({ sceneIds: ids, ...values })),
    {
      manual: true,
    },
  );

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await share.runAsync({ recipientIds: values.recipientIds ?? [], wholeSchool: values.wholeSchool ?? false }).catch(() => null);
    if (!answer) return;
    const { created, existing } = answer.obj;
    message.success(existing > 0 ? t('share.done.existing', { created, existing }) : t('share.done', { created }));
    onShared?.();
    onClose();
  };

  const someone = ({ getFieldValue }: { getFieldValue: (name: keyof Values) => unknown }) => ({
    validator: async () => {
      const chosen = (getFieldValue('recipientIds') as number[] | undefined) ?? [];
      if (!getFieldValue('wholeSchool') && chosen.length === 0) throw new Error(t('share.modal.someone'));
    },
  });

  return (
    <Modal
      open={open}
      title={kind === 'exercise' ? t('share.modal.title.exercise', { count: ids.length }) : t('share.modal.title.scene', { name: name ?? '' })}
      okText={t('share.modal.ok')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={share.loading}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('share.modal.desc')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ recipientIds: [], wholeSchool: false }}>
        <Form.Item name="recipientIds" label={t('share.modal.recipients')} dependencies={['wholeSchool']} rules={[someone]}>
          <Colleagues />
        </Form.Item>
        <Form.Item name="wholeSchool" valuePropName="checked" extra={t('share.modal.wholeSchool.extra')} style={{ marginBottom: 0 }}>
          <Checkbox>{t('share.modal.wholeSchool')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The teachers of the school but the signed-in one, found by name or 工号 (loaded when the dialog first opens). */
function Colleagues(props: { value?: number[]; onChange?: (ids: number[]) => void; id?: string }) {
  const t = useT();
  const me = useModel('@@initialState').initialState?.currentUser?.userId;
  const teachers = useRequest(async () => (await queryTeachers()).obj);
  const options = (teachers.data ?? []).filter((u) => u.userId !== me).map((u) => ({ value: u.userId, label: `${u.userName}（${u.code}）` }));
  return (
    <Select<number[]>
      {...props}
      mode="multiple"
      aria-label={t('share.modal.recipients')}
      placeholder={t('share.modal.recipients.placeholder')}
      loading={teachers.loading}
      options={options}
      optionFilterProp="label"
      maxCount={SHARE_LIMITS.maxRecipients}
      notFoundContent={t('share.modal.recipients.none')}
    />
  );
}
