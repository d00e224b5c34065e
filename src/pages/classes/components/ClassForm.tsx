// 班级信息: name, course (one of the teacher's own courses that is not archived), optional start and end dates, an
// optional description, and whether the class is open to its students (a closed class hides its course from them).
// A refused save leaves the form as it was typed; the request error handler says why.
import { SaveOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, DatePicker, Form, Input, Select, Space, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { CLASS_DESCRIPTION_MAX, SaveClassBody, type ClassSummary } from '@contract/clazz';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { queryCourses } from '@/services/htdz/course';
import { saveClass } from '@/services/htdz/clazz';
import { endBeforeStart, fromDayjs, toDayjs } from '@/utils/school-class';
import '@/locales/zh-CN/classes';

export type ClassFormValues = {
  name: string;
  courseId?: number;
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  description?: string | null;
  openToStudents: boolean;
};

type Props = {
  /** the class being edited, null for a new one */
  clazz: ClassSummary | null;
  onSaved: (saved: ClassSummary) => void;
};

const COURSE_LIST = '/teacher/list';

const valuesOf = (clazz: ClassSummary | null): Partial<ClassFormValues> =>
  clazz
    ? {
        name: clazz.name,
        courseId: clazz.courseId,
        startDate: toDayjs(clazz.startDate),
        endDate: toDayjs(clazz.endDate),
        description: clazz.description ?? '',
        openToStudents: clazz.openToStudents,
      }
    : { name: '', description: '', openToStudents: true };

export default function ClassForm({ clazz, onSaved }: Props) {
  const t = useT();
  const [form] = Form.useForm<ClassFormValues>();
  const startDate = Form.useWatch('startDate', form);
  const save = useRequest(saveClass, { manual: true });

  const courses = useRequest(async () => (await queryCourses({ scope: 'mine', current: 1, pageSize: 100 })).obj.list);
  const options = useMemo(() => {
    const list = (courses.data ?? []).filter((c) => c.status !== 'archived').map((c) => ({ value: c.courseId, label: c.name }));
    // the class's own course stays choosable even when it is archived or another teacher's (admins)
    if (clazz && !list.some((o) => o.value === clazz.courseId)) list.unshift({ value: clazz.courseId, label: clazz.courseName });
    return list;
  }, [courses.data, clazz]);

  const onSave = async (values: ClassFormValues) => {
    if (save.loading || values.courseId === undefined) return;
    try {
      const answer = await save.runAsync({
        sclassId: clazz?.sclassId ?? null,
        name: values.name,
        courseId: values.courseId,
        startDate: fromDayjs(values.startDate),
        endDate: fromDayjs(values.endDate),
        description: values.description?.trim() || null,
        openToStudents: values.openToStudents,
      });
      onSaved(answer.obj);
    } catch {
      // shown by the request error handler; what was typed stays in the form
    }
  };

  const noCourses = (
    <Space direction="vertical" size={4} style={{ padding: 8 }}>
      <Typography.Text type="secondary">{t('classes.form.course.none')}</Typography.Text>
      <Link to={COURSE_LIST}>{t('classes.form.course.create')}</Link>
    </Space>
  );

  return (
    <Form<ClassFormValues> form={form} layout="vertical" initialValues={valuesOf(clazz)} data-testid="class-form" style={{ maxWidth: 560 }} onFinish={onSave}>
      <Form.Item name="name" label={t('classes.name')} required rules={[zodRule(SaveClassBody.shape.name, t('classes.form.name.required'))]}>
        <Input maxLength={60} showCount placeholder={t('classes.form.name.placeholder')} />
      </Form.Item>
      <Form.Item
        name="courseId"
        label={t('classes.course')}
        required
        rules={[{ required: true, message: t('classes.form.course.required') }]}
        validateStatus={courses.error ? 'error' : undefined}
        help={
          courses.error ? (
            <span>
              {t('classes.form.course.loadFailed')} <a onClick={courses.refresh}>{t('classes.retry')}</a>
            </span>
          ) : undefined
        }
      >
        <Select<number>
          showSearch
          optionFilterProp="label"
          loading={courses.loading}
          options={options}
          placeholder={courses.loading ? t('classes.form.course.loading') : t('classes.form.course.placeholder')}
          notFoundContent={courses.loading ? undefined : noCourses}
          aria-label={t('classes.course')}
          data-testid="class-form-course"
        />
      </Form.Item>
      <Space size={16} wrap align="start">
        <Form.Item name="startDate" label={t('classes.startDate')}>
          <DatePicker placeholder={t('classes.form.date.placeholder')} style={{ width: 200 }} data-testid="class-form-start" />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('classes.endDate')}
          dependencies={['startDate']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (endBeforeStart(getFieldValue('startDate') as Dayjs | null | undefined, value)) throw new Error(t('classes.form.endDate.beforeStart'));
              },
            }),
          ]}
        >
          <DatePicker
            placeholder={t('classes.form.date.placeholder')}
            style={{ width: 200 }}
            disabledDate={(d) => endBeforeStart(startDate, d)}
            data-testid="class-form-end"
          />
        </Form.Item>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('classes.form.date.extra')}
      </Typography.Paragraph>
      <Form.Item name="description" label={t('classes.description')} rules={[zodRule(SaveClassBody.shape.description)]}>
        <Input.TextArea
          maxLength={CLASS_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('classes.form.description.placeholder')}
          data-testid="class-form-description"
        />
      </Form.Item>
      <Form.Item name="openToStudents" label={t('classes.open')} valuePropName="checked" extra={t('classes.form.open.extra')}>
        <Switch checkedChildren={t('classes.form.open.on')} unCheckedChildren={t('classes.form.open.off')} data-testid="class-form-open" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.loading} data-testid="class-save">
        {clazz ? t('common.save') : t('classes.form.create')}
      </Button>
    </Form>
  );
}
