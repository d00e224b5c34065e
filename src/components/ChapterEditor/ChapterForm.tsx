// One chapter's title and content (rich text), kept as a draft in this browser until 保存; the tab warns before
// closing with unsaved changes. Mount it with key={chapterId}: each chapter has its own draft.
import { SaveOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { SaveChapterBody, type Chapter } from '@contract/chapter';
import { useFormDraft } from '@/components/Draft/use-form-draft';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import DraftRestoredAlert from '@/components/Draft/RestoredAlert';
import RichText from '@/components/RichText';
import { storedHtml } from '@/components/RichText/html';
import { saveChapter } from '@/services/htdz/chapter';
import { htdzHost } from '@/services/htdz/client';
import { uploadCover } from '@/services/htdz/course';
import { chapterDraft, chapterDraftKey, type ChapterValues } from '@/utils/chapter';
import '@/locales/zh-CN/chapter';

/** Images in a chapter are uploaded like course covers (the contract's one image call for course content). */
const uploadImage = async (file: File) => `${htdzHost()}${(await uploadCover(file)).obj.cover}`;

type Props = {
  chapter: Chapter;
  onSaved: (chapter: Chapter) => void;
  /** tells the page whether there are unsaved changes */
  onDirty?: (dirty: boolean) => void;
};

export default function ChapterForm({ chapter, onSaved, onDirty }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChapterValues>();
  const draft = useFormDraft(form, chapterDraftKey(chapter.chapterId), chapterDraft);
  const save = useRequest(saveChapter, { manual: true });
  const { start } = draft;

  useEffect(() => {
    start(chapterDraft.valuesOf({ title: chapter.title, content: chapter.content ?? '' }));
    // the saved values are those the form was mounted with; later saves go through markSaved
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  useEffect(() => onDirty?.(draft.dirty), [draft.dirty, onDirty]);

  const onSave = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || save.loading) return;
    const sent = chapterDraft.valuesOf(values);
    try {
      const answer = await save.runAsync({
        chapterId: chapter.chapterId,
        courseId: chapter.courseId,
        parentId: chapter.parentId,
        title: sent.title.trim(),
        content: storedHtml(sent.content),
      });
      draft.markSaved(sent);
      onSaved(answer.obj);
      message.success(t('chapter.form.saved'));
    } catch {
      // shown by the request error handler
    }
  };

  if (!draft.initial) return null;
  return (
    <div data-testid="chapter-form">
      {draft.restored && <DraftRestoredAlert savedAt={draft.restored.savedAt} onDiscard={draft.discard} testId="chapter-draft-restored" />}
      <Form<ChapterValues> key={draft.key} form={form} layout="vertical" initialValues={draft.initial} onValuesChange={(_c, all) => draft.onValuesChange(all)}>
        <Form.Item name="title" label={t('chapter.form.title')} required rules={[zodRule(SaveChapterBody.shape.title, t('chapter.tree.title.required'))]}>
          <Input maxLength={100} showCount placeholder={t('chapter.form.title.placeholder')} />
        </Form.Item>
        <Form.Item name="content" label={t('chapter.form.content')}>
          <RichText label={t('chapter.form.content')} placeholder={t('chapter.form.content.placeholder')} uploadImage={uploadImage} minHeight={360} />
        </Form.Item>
      </Form>
      <Space wrap>
        <Button type="primary" icon={<SaveOutlined />} loading={save.loading} onClick={onSave} data-testid="chapter-save">
          {t('chapter.form.save')}
        </Button>
        {draft.dirty ? (
          <Typography.Text type="secondary">{t('chapter.form.dirty')}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('chapter.form.updatedAt', { time: dayjs(chapter.updatedAt).format('YYYY-MM-DD HH:mm') })}</Typography.Text>
        )}
      </Space>
    </div>
  );
}
