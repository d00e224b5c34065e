// 按班级设置可见性: in the teacher's chapter editor, choose one of the course's classes and hide chapters from it
// (their sections go with them). Hidden chapters show greyed in the tree; a change is saved at once with a message.
import { useRequest } from 'ahooks';
import { App, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ClassSummary } from '@contract/clazz';
import ClassSelect from '@/components/ClassSelect';
import { useT } from '@/components/Locale';
import { queryHiddenChapters, setChapterVisibility } from '@/services/htdz/clazz';
import '@/locales/zh-CN/stats';

export type Visibility = {
  hidden: readonly number[];
  /** the chapter whose change is being saved */
  busy: number | null;
  onToggle: (chapterId: number, title: string, visible: boolean) => void;
};

/** The chosen class's hidden chapters and the toggle; null while no class is chosen or they load. */
export function useChapterVisibility(sclassId: number | null, className: string | undefined): Visibility | null {
  const t = useT();
  const { message } = App.useApp();
  // the answer names its class, so a class just switched to never shows the last one's chapters
  const hidden = useRequest(async () => (sclassId === null ? null : { sclassId, list: (await queryHiddenChapters(sclassId)).obj }), {
    refreshDeps: [sclassId],
  });
  const [busy, setBusy] = useState<number | null>(null);
  if (sclassId === null || hidden.data?.sclassId !== sclassId) return null;
  return {
    hidden: hidden.data.list,
    busy,
    onToggle: async (chapterId, title, visible) => {
      if (busy !== null) return;
      setBusy(chapterId);
      try {
        const answer = await setChapterVisibility({ sclassId, chapterId, visible });
        hidden.mutate({ sclassId, list: answer.obj });
        const values = { title, clazz: className ?? '' };
        message.success(visible ? t('stats.visibility.shownDone', values) : t('stats.visibility.hiddenDone', values));
      } catch {
        // shown by the request error handler; the tree keeps what the server last said
      } finally {
        setBusy(null);
      }
    },
  };
}

type Props = {
  classes: ClassSummary[] | undefined;
  loading: boolean;
  value: number | null;
  onChange: (sclassId: number | null) => void;
};

/** The class selector above the tree. */
export default function VisibilityClassSelect({ classes, loading, value, onChange }: Props) {
  const t = useT();
  return (
    <Space direction="vertical" size={4} style={{ width: '100%', marginBottom: 8 }}>
      <ClassSelect
        data-testid="chapter-visibility-class"
        classes={classes}
        loading={loading}
        value={value}
        onChange={onChange}
        allowClear
        width="100%"
        placeholder={t('stats.visibility.class')}
      />
      {value !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('stats.visibility.hint')}
        </Typography.Text>
      )}
    </Space>
  );
}
