// 导入场景: choose a scene file (docs/scene-file.md), read what importing it would do (each scene's new name, tables,
// hidden data, or what is wrong with it), then confirm. The server writes every scene or none, so one wrong scene
// means fixing the file and choosing it again.
import { InboxOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Modal, Space, Steps, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { SCENE_IMPORT_MAX_BYTES, SCENE_IMPORT_MAX_SCENES, type SceneImportAnswer, type SceneImportItem } from '@contract/scene';
import { fileProblem, MB } from '@/components/FileUpload';
import { useT } from '@/components/Locale';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import { importScenes, previewSceneImport } from '@/services/htdz/scene';
import '@/locales/zh-CN/scene';

type Props = {
  open: boolean;
  /** where the scenes go: a course, or null for the public library */
  courseId: number | null;
  /** scenes were written */
  onImported: (answer: SceneImportAnswer) => void;
  onClose: () => void;
};

const SCENE_FILE = { extensions: ['.json'], maxBytes: SCENE_IMPORT_MAX_BYTES } as const;

export default function SceneImportModal({ open, courseId, onImported, onClose }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const showError = useShowRequestError();
  /** the chosen file and what importing it would do */
  const [checked, setChecked] = useState<{ file: File; answer: SceneImportAnswer } | null>(null);
  /** why the server refused the file (preview) or the import */
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useRequest((file: File) => previewSceneImport(file, courseId, { skipErrorHandler: true }), { manual: true });
  const confirm = useRequest((file: File) => importScenes(file, courseId, { skipErrorHandler: true }), { manual: true });

  const reset = () => {
    setChecked(null);
    setRefusal(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const refused = (e: unknown) => {
    const text = bizMessage(e);
    if (text === null) showError(e);
    else setRefusal(text);
  };

  const choose = async (file: File) => {
    reset();
    try {
      setChecked({ file, answer: (await preview.runAsync(file)).obj });
    } catch (e) {
      refused(e);
    }
  };

  const onConfirm = async () => {
    if (!checked) return;
    try {
      const answer = (await confirm.runAsync(checked.file)).obj;
      message.success(t('scene.import.done', { count: answer.sceneIds.length }));
      onImported(answer);
      close();
    } catch (e) {
      refused(e);
    }
  };

  const scenes = checked?.answer.scenes ?? [];
  const wrong = scenes.filter((s) => s.problem !== null).length;
  const renamed = scenes.filter((s) => s.savedAs !== s.name).length;
  const target = courseId === null ? t('scene.import.target.public') : t('scene.import.target.course');

  return (
    <Modal
      open={open}
      title={t('scene.import.title')}
      width={820}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          {checked && <Button onClick={reset}>{t('scene.import.again')}</Button>}
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!checked || wrong > 0} loading={confirm.loading} onClick={onConfirm} data-testid="scene-import-confirm">
            {t('scene.import.confirm', { count: scenes.length })}
          </Button>
        </Space>
      }
    >
      <Steps
        size="small"
        current={checked ? 1 : 0}
        status={refusal || wrong > 0 ? 'error' : 'process'}
        style={{ margin: '8px 0 20px' }}
        items={[{ title: t('scene.import.step1') }, { title: t('scene.import.step2') }]}
      />
      <Typography.Paragraph type="secondary">
        {t('scene.import.intro', { target, max: SCENE_IMPORT_MAX_SCENES, mb: SCENE_IMPORT_MAX_BYTES / MB })}
      </Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('scene.import.refused')}
          description={refusal}
          data-testid="scene-import-refusal"
        />
      )}
      {!checked && (
        <Upload.Dragger
          accept=".json,application/json"
          maxCount={1}
          showUploadList={false}
          disabled={preview.loading}
          beforeUpload={(file) => {
            const problem = fileProblem(file, SCENE_FILE);
            if (problem === null) void choose(file);
            else
              message.error(
                t(problem === 'size' ? 'scene.import.tooLarge' : problem === 'empty' ? 'common.file.empty' : 'scene.import.notJson', {
                  mb: SCENE_IMPORT_MAX_BYTES / MB,
                }),
              );
            // the file is sent by choose(), not by the dragger
            return Upload.LIST_IGNORE;
          }}
          data-testid="scene-import-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t(preview.loading ? 'scene.import.checking' : 'scene.import.drop')}</p>
          <p className="ant-upload-hint">{t('scene.import.hint')}</p>
        </Upload.Dragger>
      )}
      {checked && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="scene-import-preview">
          <Alert
            showIcon
            type={wrong > 0 ? 'error' : 'info'}
            message={
              wrong > 0
                ? t('scene.import.wrong', { count: wrong })
                : t(renamed > 0 ? 'scene.import.ready.renamed' : 'scene.import.ready', { count: scenes.length, target, renamed })
            }
            description={wrong > 0 ? t('scene.import.wrong.desc') : undefined}
          />
          <Table<SceneImportItem & { position: number }>
            size="small"
            rowKey="position"
            dataSource={scenes.map((scene, position) => ({ ...scene, position }))}
            pagination={scenes.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('scene.import.name'), dataIndex: 'name', width: 180 },
              {
                title: t('scene.import.savedAs'),
                dataIndex: 'savedAs',
                width: 200,
                render: (_, row) =>
                  row.problem === null && (
                    <span>
                      {row.savedAs}
                      {row.savedAs !== row.name && (
                        <Tag color="orange" style={{ marginLeft: 6 }}>
                          {t('scene.import.renamed')}
                        </Tag>
                      )}
                    </span>
                  ),
              },
              { title: t('scene.tables'), dataIndex: 'tableNames', render: (_, row) => row.tableNames.join('、') },
              {
                title: t('scene.view.hidden'),
                dataIndex: 'hiddenDataCount',
                width: 90,
                render: (_, row) => t('scene.hidden.count', { count: row.hiddenDataCount }),
              },
              {
                title: t('scene.import.check'),
                dataIndex: 'problem',
                width: 220,
                render: (_, row) =>
                  row.problem === null ? <Tag color="green">{t('scene.import.ok')}</Tag> : <Typography.Text type="danger">{row.problem}</Typography.Text>,
              },
            ]}
          />
        </Space>
      )}
    </Modal>
  );
}
