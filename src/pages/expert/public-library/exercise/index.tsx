import { history } from '@umijs/max';
import { Card } from 'antd';
import { useT } from '@/components/Locale';
import QuestionLibrary from '@/components/QuestionLibrary';
import PageFrame from '@/components/PageFrame';
import '@/locales/zh-CN/exercise';

/** 公共题库 (/expert/public_library/exercise): experts keep the questions every teacher can copy into a course. */
export default function PublicExerciseListPage() {
  const t = useT();
  return (
    <PageFrame
      bare={false}
      title={t('exercise.library.title')}
      subTitle={t('exercise.library.subTitle')}
      backText={t('exercise.back')}
      onBack={() => history.push('/home')}
    >
      <Card styles={{ body: { paddingTop: 0 } }}>
        <QuestionLibrary mode={{ kind: 'expert' }} embedded />
      </Card>
    </PageFrame>
  );
}
