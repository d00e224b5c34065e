// An address whose numbers are no numbers (a mistyped or cut link): what was wrong and the way back, in the page
// frame. `kind` says what the address was for (its wording, and where the way back goes); `bare` for the routes
// without the layout.
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useT, type MessageId } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import { CLASS_STATS_LINKS } from '@/utils/class-statistics';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/class-stats';
import '@/locales/zh-CN/exercise-form';
import '@/locales/zh-CN/scene';

export type BadParamKind = 'scene' | 'chapter' | 'exercise' | 'class';

type Wording = { title: MessageId; desc: MessageId; back: MessageId; to: string; testId?: string; backArrow: boolean };

const WORDING: Record<BadParamKind, Wording> = {
  /** a course or scene number (the course's and the scene pages) */
  scene: { title: 'scene.badParam', desc: 'scene.badParam.desc', back: 'scene.back.home', to: '/home', backArrow: true },
  /** a course, class or chapter number (chapters, study pages) */
  chapter: { title: 'chapter.badParam', desc: 'chapter.badParam.desc', back: 'scene.back.home', to: '/home', backArrow: true },
  /** a course, question or folder number (the question editor) */
  exercise: { title: 'exerciseForm.badParam', desc: 'exerciseForm.badParam.desc', back: 'scene.back.home', to: '/home', backArrow: true },
  /** a class or student number (the class and statistics pages) */
  class: {
    title: 'classStats.badParam',
    desc: 'classStats.badParam.desc',
    back: 'classStats.back.list',
    to: CLASS_STATS_LINKS.classList,
    testId: 'stats-bad-param',
    backArrow: false,
  },
};

export default function BadParam({ kind = 'scene', bare = false }: { kind?: BadParamKind; bare?: boolean }) {
  const t = useT();
  const w = WORDING[kind];
  const back = () => history.push(w.to);
  return (
    <PageFrame bare={bare} title={t(w.title)} backText={t(w.back)} onBack={w.backArrow ? back : undefined}>
      <div data-testid={w.testId}>
        <Result
          status="404"
          title={t(w.title)}
          subTitle={t(w.desc)}
          extra={
            <Button type="primary" onClick={back}>
              {t(w.back)}
            </Button>
          }
        />
      </div>
    </PageFrame>
  );
}
