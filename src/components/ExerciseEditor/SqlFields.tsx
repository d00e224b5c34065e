// The SQL types: the scene (and its tables), for DDL and view questions 设计期望结构 (DesignFields: the designer fills
// the SQL below), the reference answer with 运行, the verification SQL every type but a query needs, how results are
// compared, and the 试答 box that grades a typed answer as a student's would be.
import { Form, Radio, Switch } from 'antd';
import { DESIGNED_TYPES } from '@contract/exercise';
import type { SqlQuestionType } from '@contract/grading';
import { useT } from '@/components/Locale';
import SqlEditor from '@/components/SqlEditor';
import DesignFields from './DesignFields';
import ReferenceSql from './ReferenceSql';
import SceneSelect from './SceneSelect';
import SceneTablesPanel from './SceneTablesPanel';
import SqlTryOut from './SqlTryOut';
import type { FieldsProps } from './types';
import type { ExerciseValues } from './values';
import '@/locales/zh-CN/exercise-form';

type Props = FieldsProps & {
  type: SqlQuestionType;
  /** null: the public library */
  courseId: number | null;
  /** the saved question's scene, shown by name even when the list does not hold it */
  knownScene: { sceneId: number; name: string } | null;
};

export default function SqlFields({ type, courseId, knownScene, rule, readOnly }: Props) {
  const t = useT();
  const form = Form.useFormInstance<ExerciseValues>();
  const sceneId = Form.useWatch('sceneId', form);
  return (
    <>
      <Form.Item
        name="sceneId"
        label={t('exerciseForm.scene')}
        required
        rules={[rule(['sceneId'])]}
        extra={t(courseId === null ? 'exerciseForm.scene.extra.public' : 'exerciseForm.scene.extra')}
      >
        <SceneSelect courseId={courseId} known={knownScene} />
      </Form.Item>
      {sceneId ? <SceneTablesPanel sceneId={sceneId} /> : null}
      {DESIGNED_TYPES.includes(type) && <DesignFields readOnly={readOnly} />}
      <ReferenceSql rule={rule} readOnly={readOnly} />
      {type !== 'query' && (
        <Form.Item
          name="verifySql"
          label={t('exerciseForm.verifySql')}
          required
          dependencies={['type']}
          rules={[rule(['verifySql'])]}
          extra={t('exerciseForm.verifySql.extra')}
        >
          <SqlEditor
            readOnly={readOnly}
            minHeight={100}
            maxHeight={320}
            label={t('exerciseForm.verifySql')}
            placeholder={t('exerciseForm.verifySql.placeholder')}
          />
        </Form.Item>
      )}
      <Form.Item name="orderSensitive" label={t('exerciseForm.orderSensitive')} extra={t('exerciseForm.orderSensitive.extra')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'auto', label: t('exerciseForm.orderSensitive.auto') },
            { value: 'yes', label: t('exerciseForm.orderSensitive.yes') },
            { value: 'no', label: t('exerciseForm.orderSensitive.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="checkColumnNames" label={t('exerciseForm.checkColumnNames')} valuePropName="checked" extra={t('exerciseForm.checkColumnNames.extra')}>
        <Switch />
      </Form.Item>
      {!readOnly && <SqlTryOut type={type} />}
    </>
  );
}
