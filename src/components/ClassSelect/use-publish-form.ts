// Publishing a paper to classes (homework, exams): the form with the course's classes to pick, a name (the paper's
// unless changed) and the settings; submit checks the form, sends it and says how many classes got it.
import { useRequest } from 'ahooks';
import { App, Form } from 'antd';
import { useState } from 'react';
import type { Envelope } from '@contract/envelope';
import { useT, type MessageId } from '@/components/Locale';
import { useCourseClasses } from './index';

type Options<V, R> = {
  courseId: number;
  /** the form's first values (times from now) */
  initial: () => Partial<V>;
  /** sends the checked values with the trimmed name (null: the paper's) */
  send: (values: V, name: string | null) => Promise<Envelope<R[]>>;
  /** “已发布到 {count} 个班级” */
  done: MessageId;
  onPublished: (made: R[]) => void;
};

export function usePublishForm<V extends { classIds: number[]; name?: string }, R>({ courseId, initial: initialOf, send, done, onPublished }: Options<V, R>) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [initial] = useState(initialOf);
  const classes = useCourseClasses(courseId);
  const publish = useRequest(send, { manual: true });

  const submit = async () => {
    const checked = await form.validateFields().catch(() => null);
    if (!checked) return;
    const values = form.getFieldsValue(true) as V;
    const name = values.name?.trim() ?? '';
    const answer = await publish.runAsync(values, name || null).catch(() => null);
    if (!answer) return;
    message.success(t(done, { count: answer.obj.length }));
    onPublished(answer.obj);
  };
  return { form, initial, classes, submit, loading: publish.loading };
}
