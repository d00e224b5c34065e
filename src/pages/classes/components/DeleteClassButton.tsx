// 删除班级 (the class's owner or an admin): first asks the server what deleting would take. With student work
// (handed-in homework, exam attempts, practice) it says so and points to closing the class instead; otherwise it asks
// for confirmation naming the class, the students on its roster and the homework and exams published to it.
import { DeleteOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { ClassDeletion, ClassSummary } from '@contract/clazz';
import { useT, type Translate } from '@/components/Locale';
import { deleteClass, queryClassDeletion } from '@/services/htdz/clazz';
import '@/locales/zh-CN/classes';

type Props = {
  clazz: ClassSummary;
  onDeleted: () => void;
};

/** The student work that keeps the class, in words ('3 份作业提交、1 条练习记录'), or null when there is none. */
export function workOf(t: Translate, d: ClassDeletion): string | null {
  const parts = [
    d.submissions > 0 ? t('classes.delete.work.submissions', { count: d.submissions }) : null,
    d.attempts > 0 ? t('classes.delete.work.attempts', { count: d.attempts }) : null,
    d.practice > 0 ? t('classes.delete.work.practice', { count: d.practice }) : null,
  ].filter((p) => p !== null);
  return parts.length > 0 ? parts.join('、') : null;
}

export default function DeleteClassButton({ clazz, onDeleted }: Props) {
  const t = useT();
  const { message, modal } = App.useApp();
  const [checking, setChecking] = useState(false);

  const onClick = async () => {
    setChecking(true);
    let d: ClassDeletion;
    try {
      d = (await queryClassDeletion(clazz.sclassId)).obj;
    } catch {
      // shown by the request error handler
      return;
    } finally {
      setChecking(false);
    }
    const work = workOf(t, d);
    if (work !== null) {
      modal.warning({ title: t('classes.delete.refused', { name: d.name }), content: t('classes.delete.refused.desc', { work }) });
      return;
    }
    modal.confirm({
      title: t('classes.delete.confirm', { name: d.name }),
      content: (
        <span data-testid="class-delete-confirm">{t('classes.delete.confirm.desc', { students: d.students, homeworks: d.homeworks, exams: d.exams })}</span>
      ),
      okText: t('classes.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteClass(clazz.sclassId);
        } catch {
          // shown by the request error handler (student work handed in meanwhile is named there)
          return;
        }
        message.success(t('classes.delete.done', { name: d.name }));
        onDeleted();
      },
    });
  };

  if (!clazz.canDelete) return null;
  return (
    <Button danger icon={<DeleteOutlined />} loading={checking} onClick={onClick} data-testid="class-delete">
      {t('classes.delete')}
    </Button>
  );
}
