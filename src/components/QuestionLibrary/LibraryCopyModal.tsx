// 复制到课程 from the public library: one of the user's own courses, then a folder of its bank.
import { useDebounceFn, useRequest } from 'ahooks';
import { Form, Modal, Select, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { folderTree } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { queryCourses } from '@/services/htdz/course';
import { copyExercises, queryExerciseFolders } from '@/services/htdz/exercise';
import { folderOptions } from '@/utils/folders';
import '@/locales/zh-CN/exercise';

type Props = {
  /** the questions to copy; empty: the dialog is closed */
  exerciseIds: number[];
  onClose: () => void;
  onCopied: (count: number, courseName: string) => void;
};

type Values = { courseId: number; parentId: number };

export default function LibraryCopyModal({ exerciseIds, onClose, onCopied }: Props) {
  const t = useT();
  const open = exerciseIds.length > 0;
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState<string>();
  const courseId = Form.useWatch('courseId', form);
  const courses = useRequest(async () => (open ? (await queryCourses({ scope: 'mine', current: 1, pageSize: 50, keyword })).obj.list : []), {
    refreshDeps: [open, keyword],
  });
  const folders = useRequest(async () => (courseId ? folderTree((await queryExerciseFolders(courseId)).obj.folders) : []), { refreshDeps: [courseId] });
  const copy = useRequest(copyExercises, { manual: true });
  const search = useDebounceFn((word: string) => setKeyword(word.trim() || undefined), { wait: 300 });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await copy.runAsync({ exerciseIds, courseId: values.courseId, parentId: values.parentId }).catch(() => null);
    if (!answer) return;
    const name = courses.data?.find((c) => c.courseId === values.courseId)?.name ?? '';
    onCopied(answer.obj.exerciseIds.length, name);
  };

  return (
    <Modal
      open={open}
      title={t('exercise.libraryCopy.title', { count: exerciseIds.length })}
      okText={t('exercise.action.copy')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={copy.loading}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('exercise.libraryCopy.desc')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ parentId: 0 }}>
        <Form.Item name="courseId" label={t('exercise.libraryCopy.course')} rules={[{ required: true, message: t('exercise.libraryCopy.course.required') }]}>
          <Select<number>
            aria-label={t('exercise.libraryCopy.course')}
            placeholder={t('exercise.libraryCopy.course.placeholder')}
            showSearch
            filterOption={false}
            onSearch={search.run}
            loading={courses.loading}
            options={(courses.data ?? []).filter((c) => c.canEdit).map((c) => ({ value: c.courseId, label: c.name }))}
            notFoundContent={courses.loading ? t('exercise.loading') : t('exercise.libraryCopy.course.none')}
            onChange={() => form.setFieldValue('parentId', 0)}
          />
        </Form.Item>
        <Form.Item name="parentId" label={t('exercise.folder.target')} rules={[{ required: true, message: t('exercise.folder.target.required') }]}>
          <TreeSelect
            aria-label={t('exercise.folder.target')}
            disabled={!courseId}
            loading={folders.loading}
            treeData={folderOptions(folders.data ?? [], t('exercise.folder.root'))}
            treeDefaultExpandAll
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
