// 新建镜像 / 编辑镜像: an image's name, what it provides, description, start command (monospace), container image,
// limits with their units (CPU in cores, sent in tenths), whether students see it, and the courses it is offered to
// (at least one: the teacher's own courses, a new image starting with the current one; from the admins' page without
// a course, every course and none chosen yet), checked by the contract's rules.
import { useRequest } from 'ahooks';
import { App, Col, Divider, Form, Input, InputNumber, Modal, Row, Select, Switch, theme } from 'antd';
import { LAB_LIMITS, NEW_IMAGE_LIMITS, SaveLabImageBody, type LabImage } from '@contract/lab';
import { z } from '@contract/zod';
import { zodRule } from '@/components/FormRules';
import { useT, type MessageId } from '@/components/Locale';
import { queryCourses } from '@/services/htdz/course';
import { saveLabImage } from '@/services/htdz/lab';
import '@/locales/zh-CN/lab';

export type ImageValues = {
  name: string;
  provides: string;
  description?: string | null;
  startCommand: string;
  ociImage?: string | null;
  memoryMb: number | null;
  /** cores (0.5), where the contract counts tenths */
  cpuCores: number | null;
  maxProcesses: number | null;
  diskMb: number | null;
  idleMinutes: number | null;
  lifetimeMinutes: number | null;
  enabled: boolean;
  courseIds: number[];
};

/** What a new image starts with: a small personal environment of the current course (if any). */
export const newImageValues = (courseId?: number): ImageValues => ({
  name: '',
  provides: '',
  description: '',
  startCommand: '',
  ociImage: '',
  ...NEW_IMAGE_LIMITS,
  cpuCores: NEW_IMAGE_LIMITS.cpuTenths / 10,
  enabled: true,
  courseIds: courseId === undefined ? [] : [courseId],
});

export const imageValuesOf = (image: LabImage): ImageValues => ({
  name: image.name,
  provides: image.provides,
  description: image.description,
  startCommand: image.startCommand,
  ociImage: image.ociImage,
  memoryMb: image.memoryMb,
  cpuCores: image.cpuTenths / 10,
  maxProcesses: image.maxProcesses,
  diskMb: image.diskMb,
  idleMinutes: image.idleMinutes,
  lifetimeMinutes: image.lifetimeMinutes,
  enabled: image.enabled,
  courseIds: image.courses.map((c) => c.courseId),
});

const whole = (v: number | null) => v ?? Number.NaN;

/** What saveLabImage takes from the fields. */
export const imageBody = (imageId: number | null, v: ImageValues) => ({
  imageId,
  name: v.name.trim(),
  provides: v.provides.trim(),
  description: v.description?.trim() || null,
  startCommand: v.startCommand.trim(),
  ociImage: v.ociImage?.trim() || null,
  memoryMb: whole(v.memoryMb),
  cpuTenths: v.cpuCores === null ? Number.NaN : Math.round(v.cpuCores * 10),
  maxProcesses: whole(v.maxProcesses),
  diskMb: whole(v.diskMb),
  idleMinutes: whole(v.idleMinutes),
  lifetimeMinutes: whole(v.lifetimeMinutes),
  enabled: v.enabled,
  courseIds: v.courseIds,
});

const shape = SaveLabImageBody.shape;
/** The field in cores, checked as the tenths it is sent as. */
const cpuCores = z.preprocess((v) => (typeof v === 'number' ? Math.round(v * 10) : v), shape.cpuTenths);

type Course = { courseId: number; name: string };
type Limit = {
  name: keyof ImageValues & keyof typeof shape;
  label: MessageId;
  required: MessageId;
  range: { min: number; max: number };
  unit: string;
  extra?: MessageId;
};

type Props = {
  /** the course whose page opened the form; without it (the admins' page) every course is offered */
  courseId?: number;
  courseName?: string;
  /** the image to change, or null for a new one */
  image: LabImage | null;
  open: boolean;
  onClose: () => void;
  onSaved: (image: LabImage) => void;
};

export default function ImageFormModal({ courseId, courseName, image, open, onClose, onSaved }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ImageValues>();
  const save = useRequest(saveLabImage, { manual: true });
  const everyCourse = courseId === undefined;
  // an admin chooses among all the platform's courses: the contract's largest page (200), filtered by name in the list
  const courses = useRequest(
    async () => (await queryCourses({ scope: everyCourse ? 'all' : 'mine', current: 1, pageSize: everyCourse ? 200 : 100 })).obj.list.filter((c) => c.canEdit),
    { ready: open },
  );

  // the offered courses, and those already chosen (an admin may have offered the image to another's course)
  const known = new Map<number, string>();
  const add = ({ courseId: id, name }: Course) => known.set(id, name);
  if (courseId !== undefined && courseName !== undefined) add({ courseId, name: courseName });
  (image?.courses ?? []).forEach(add);
  (courses.data ?? []).forEach(add);
  const courseOptions = [...known].map(([value, label]) => ({ value, label }));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const answer = await save.runAsync(imageBody(image?.imageId ?? null, values)).catch(() => null);
    if (!answer) return;
    message.success(t(image ? 'lab.saved' : 'lab.created'));
    onSaved(answer.obj);
  };

  const limit = ({ name, label, required, range, unit, extra }: Limit) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={t(label)} rules={[zodRule(shape[name], t(required))]} extra={extra && t(extra)}>
        <InputNumber min={range.min} max={range.max} precision={0} suffix={unit} style={{ width: '100%' }} aria-label={t(label)} />
      </Form.Item>
    </Col>
  );
  const mb = t('lab.unit.megabytes');
  const minutes = t('lab.unit.minutes');

  return (
    <Modal
      open={open}
      title={t(image ? 'lab.edit' : 'lab.create')}
      width={720}
      okText={t('common.save')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.loading}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={image ? imageValuesOf(image) : newImageValues(courseId)} data-testid="lab-image-form">
        <Divider orientation="left" plain style={{ marginTop: 0 }}>
          {t('lab.form.basic')}
        </Divider>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('lab.field.name')} rules={[zodRule(shape.name, t('lab.field.name.required'))]}>
              <Input maxLength={50} showCount autoFocus placeholder={t('lab.field.name.placeholder')} aria-label={t('lab.field.name')} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="provides" label={t('lab.field.provides')} rules={[zodRule(shape.provides, t('lab.field.provides.required'))]}>
              <Input maxLength={200} placeholder={t('lab.field.provides.placeholder')} aria-label={t('lab.field.provides')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t('lab.field.description')} rules={[zodRule(shape.description)]}>
          <Input.TextArea
            maxLength={LAB_LIMITS.maxDescription}
            showCount
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t('lab.field.description.placeholder')}
            aria-label={t('lab.field.description')}
          />
        </Form.Item>
        <Form.Item
          name="startCommand"
          label={t('lab.field.startCommand')}
          rules={[zodRule(shape.startCommand, t('lab.field.startCommand.required'))]}
          extra={t('lab.field.startCommand.extra')}
        >
          <Input.TextArea
            maxLength={2000}
            autoSize={{ minRows: 3, maxRows: 12 }}
            spellCheck={false}
            style={{ fontFamily: token.fontFamilyCode }}
            aria-label={t('lab.field.startCommand')}
          />
        </Form.Item>
        <Form.Item name="ociImage" label={t('lab.field.ociImage')} rules={[zodRule(shape.ociImage)]} extra={t('lab.field.ociImage.extra')}>
          <Input
            maxLength={300}
            placeholder={t('lab.field.ociImage.placeholder')}
            style={{ fontFamily: token.fontFamilyCode }}
            aria-label={t('lab.field.ociImage')}
          />
        </Form.Item>
        <Divider orientation="left" plain>
          {t('lab.form.limits')}
        </Divider>
        <Row gutter={16}>
          {limit({
            name: 'memoryMb',
            label: 'lab.field.memory',
            required: 'lab.field.memory.required',
            range: LAB_LIMITS.memoryMb,
            unit: mb,
          })}
          <Col xs={24} sm={12}>
            <Form.Item name="cpuCores" label={t('lab.field.cpu')} rules={[zodRule(cpuCores, t('lab.field.cpu.required'))]}>
              <InputNumber
                min={LAB_LIMITS.cpuTenths.min / 10}
                max={LAB_LIMITS.cpuTenths.max / 10}
                step={0.1}
                precision={1}
                suffix={t('lab.unit.core')}
                style={{ width: '100%' }}
                aria-label={t('lab.field.cpu')}
              />
            </Form.Item>
          </Col>
          {limit({
            name: 'maxProcesses',
            label: 'lab.field.processes',
            required: 'lab.field.processes.required',
            range: LAB_LIMITS.processes,
            unit: t('lab.unit.processes'),
          })}
          {limit({
            name: 'diskMb',
            label: 'lab.field.disk',
            required: 'lab.field.disk.required',
            range: LAB_LIMITS.diskMb,
            unit: mb,
          })}
          {limit({
            name: 'idleMinutes',
            label: 'lab.field.idle',
            required: 'lab.field.idle.required',
            range: LAB_LIMITS.idleMinutes,
            unit: minutes,
            extra: 'lab.field.idle.extra',
          })}
          {limit({
            name: 'lifetimeMinutes',
            label: 'lab.field.lifetime',
            required: 'lab.field.lifetime.required',
            range: LAB_LIMITS.lifetimeMinutes,
            unit: minutes,
          })}
        </Row>
        <Form.Item
          name="courseIds"
          label={t('lab.field.courses')}
          rules={[zodRule(shape.courseIds, t('lab.field.courses.required'))]}
          extra={t(everyCourse ? 'lab.field.courses.extra.all' : 'lab.field.courses.extra')}
        >
          <Select<number[]>
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={courseOptions}
            loading={courses.loading}
            placeholder={t('lab.field.courses.placeholder')}
            notFoundContent={courses.error ? t('lab.field.courses.loadFailed') : undefined}
            aria-label={t('lab.field.courses')}
            data-testid="lab-image-courses"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('lab.field.enabled')} valuePropName="checked" extra={t('lab.field.enabled.extra')}>
          <Switch aria-label={t('lab.field.enabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
