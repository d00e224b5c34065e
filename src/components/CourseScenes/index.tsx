// A course's scenes, and beside them the public library to copy from (teachers on /scene/list, experts on the
// course template's scene page); both export scene files, and the course's imports them.
import { history } from '@umijs/max';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import SceneList from '@/components/SceneList';
import PageFrame from '@/components/PageFrame';
import type { SceneArea } from '@/utils/scene-links';

type Props = { area: Exclude<SceneArea, 'student'>; courseId: number; bare: boolean; backTo: string };

export default function CourseScenes({ area, courseId, bare, backTo }: Props) {
  const t = useT();
  const [tab, setTab] = useState('course');
  // a copy lands in the course list: show it afresh
  const [copies, setCopies] = useState(0);
  return (
    <PageFrame bare={bare} title={t('scene.courseScenes')} backText={t('scene.back.home')} onBack={() => history.push(backTo)}>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'course', label: t('scene.tab.course'), children: <SceneList key={copies} area={area} courseId={courseId} editable embedded transfer /> },
            {
              key: 'public',
              label: t('scene.tab.public'),
              children: (
                <SceneList
                  area={area}
                  courseId={null}
                  editable={false}
                  copyTo={courseId}
                  embedded
                  transfer
                  onCopied={() => {
                    setCopies((n) => n + 1);
                    setTab('course');
                  }}
                />
              ),
            },
          ]}
        />
      </Card>
    </PageFrame>
  );
}
