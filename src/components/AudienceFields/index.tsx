// 指定学生 and the tag that shows it. AudienceFields are fields of a publish form (homework, exams): once exactly one
// class is chosen, a switch publishes to chosen students of it (make-up work), picked from its roster; audienceOf
// turns the fields into the body's `studentIds`. AudienceTag marks a publication to chosen students in the lists.
import { Form, Switch, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useT } from '@/components/Locale';
import { RosterPicker } from '@/components/StudentPicker';
import '@/locales/zh-CN/task';

export type AudienceValues = { classIds: number[]; targeted?: boolean; studentIds?: number[] };

/** The body's `studentIds`: the chosen students when 指定学生 is on, else none (the whole class). */
export const audienceOf = (v: Pick<AudienceValues, 'targeted' | 'studentIds'>): number[] | undefined => (v.targeted ? (v.studentIds ?? []) : undefined);

export default function AudienceFields() {
  const t = useT();
  const form = Form.useFormInstance<AudienceValues>();
  const classIds = Form.useWatch('classIds', form);
  const targeted = Form.useWatch('targeted', form);
  const classId = classIds?.length === 1 ? classIds[0]! : null;
  // another class (or several) makes the chosen students meaningless
  const shown = useRef(classId);
  useEffect(() => {
    if (shown.current === classId) return;
    shown.current = classId;
    form.setFieldsValue({ studentIds: [], ...(classId === null ? { targeted: false } : {}) });
  }, [classId, form]);

  return (
    <>
      <Form.Item
        label={t('task.publish.audience')}
        extra={<Typography.Text type="secondary">{t(classId === null ? 'task.publish.audience.oneClass' : 'task.publish.audience.extra')}</Typography.Text>}
      >
        <Form.Item name="targeted" valuePropName="checked" noStyle>
          <Switch disabled={classId === null} aria-label={t('task.publish.audience')} data-testid="publish-targeted" />
        </Form.Item>
      </Form.Item>
      {classId !== null && targeted && (
        <Form.Item
          name="studentIds"
          label={t('task.publish.audience.students')}
          rules={[{ required: true, type: 'array', min: 1, message: t('task.publish.audience.required') }]}
        >
          <RosterPicker classId={classId} placeholder={t('task.publish.audience.placeholder')} data-testid="publish-students" />
        </Form.Item>
      )}
    </>
  );
}

/** 指定学生（N 人） beside a publication that is for chosen students only; nothing for the whole class. */
export function AudienceTag({ targeted, count }: { targeted: boolean; count: number }) {
  const t = useT();
  if (!targeted) return null;
  return (
    <Tag color="purple" data-testid="audience-tag">
      {t('task.publish.audience.tag', { count })}
    </Tag>
  );
}
