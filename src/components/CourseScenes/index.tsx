// A course's scenes, and beside them the public library to copy from (teachers on /scene/list, experts on the
// course template's scene page); both export scene files, and the course's imports them; teachers also share their
// scenes, and see what colleagues shared and their own shares.
import { history } from '@umijs/max';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import SceneList from '@/components/SceneList';
import PageFrame from '@/components/PageFrame';
import type { SceneArea } from '@/utils/scene-links';
import type { SceneSummary } from '@contract/scene';
import MyShares from '@/components/MyShares';
import ShareModal from '@/components/ShareModal';
import SharedWithMe from '@/components/SharedWithMe';
import '@/locales/zh-CN/scene';
import '@/locales/zh-CN/share';

type Props = { area: Exclude<SceneArea, 'student'>; courseId: number; bare: boolean; backTo: string };

export default function CourseScenes({ area, courseId, bare, backTo }: Props) {
  const t = useT();
  const [tab, setTab] = useState('course');
  // a copy lands in the course list: show it afresh
  const [copies, setCopies] = useState(0);
  const [sharing, setSharing] = useState<SceneSummary | null>(null);
  const copied = () => {
    setCopies((n) => n + 1);
    setTab('course');
  };
  // sharing is among teachers (experts keep templates and the public library); shown afresh each time
  const teacher = area === 'teacher';
  const shareTabs = teacher
    ? [
        { key: 'shared', label: t('share.tab.received'), destroyOnHidden: true, children: <SharedWithMe kind="scene" courseId={courseId} onCopied={copied} /> },
        { key: 'mine', label: t('share.tab.mine'), destroyOnHidden: true, children: <MyShares kind="scene" /> },
      ]
    : [];
  const share = (row: SceneSummary) =>
    teacher && row.canEdit
      ? [
          <a key="share" onClick={() => setSharing(row)}>
            {t('share.action')}
          </a>,
        ]
      : [];
  return (
    <PageFrame bare={bare} title={t('scene.courseScenes')} backText={t('scene.back.home')} onBack={() => history.push(backTo)}>
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'course',
              label: t('scene.tab.course'),
              children: <SceneList key={copies} area={area} courseId={courseId} editable embedded transfer rowActions={share} />,
            },
            {
              key: 'public',
              label: t('scene.tab.public'),
              children: <SceneList area={area} courseId={null} editable={false} copyTo={courseId} embedded transfer onCopied={copied} />,
            },
            ...shareTabs,
          ]}
        />
        <ShareModal kind="scene" ids={sharing ? [sharing.sceneId] : []} name={sharing?.name} onClose={() => setSharing(null)} />
      </Card>
    </PageFrame>
  );
}
