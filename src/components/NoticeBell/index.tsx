// The header's bell: how many notices are unread (asked again every minute while the page is shown, and when the
// window comes back), and on a click the latest ones (NoticeList, loaded then). Opening one marks it read and goes where it points; 全部已读
// marks them all read. Notices are a user's own (a reply to their feedback, a homework handed back…).
import { BellOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { Notice } from '@contract/auth';
import { NOTICE_TYPES } from '@contract/states';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import { changeRead, clearNotRead, getNotices, getNoticesNotRead } from '@/services/htdz/auth';

/** how many of the latest notices the bell lists */
export const NOTICES_SHOWN = 10;
const POLL_MS = 60_000;
const NoticeList = lazy(() => import('./NoticeList'));

export default function NoticeBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const phone = usePhone();
  const unread = useRequest(async () => (await getNoticesNotRead({ skipErrorHandler: true })).obj, {
    pollingInterval: POLL_MS,
    pollingWhenHidden: false,
    refreshOnWindowFocus: true,
  });
  const latest = useRequest(async () => (await getNotices({ current: 1, pageSize: NOTICES_SHOWN })).obj, { manual: true });
  const count = unread.data?.total ?? 0;

  const refresh = () => {
    unread.refresh();
    if (open) latest.refresh();
  };

  const openNotice = async (notice: Notice) => {
    if (!notice.read) await changeRead(notice.type, notice.noticeId).catch(() => undefined);
    refresh();
    if (notice.link) {
      setOpen(false);
      history.push(notice.link);
    }
  };

  const readAll = async () => {
    const byType = unread.data?.byType;
    await Promise.all(NOTICE_TYPES.filter((type) => (byType?.[type] ?? 0) > 0).map((type) => clearNotRead(type)));
    refresh();
  };

  const content = (
    // on a phone the list keeps a margin inside the screen's width
    <div style={{ width: 'min(340px, calc(100vw - 48px))' }} data-testid="notice-list">
      <Suspense fallback={<Spin style={{ display: 'block', padding: 24 }} />}>
        <NoticeList notices={latest.data?.list} loading={latest.loading} onOpen={openNotice} />
      </Suspense>
    </div>
  );

  return (
    <Popover
      trigger="click"
      // on a phone the list is wider than the room left of the bell: centred under it, it shifts into the screen
      placement={phone ? 'bottom' : 'bottomRight'}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) latest.run();
      }}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {t('notice.title')}
          {count > 0 && (
            <Button type="link" size="small" onClick={readAll} data-testid="notice-read-all">
              {t('notice.readAll')}
            </Button>
          )}
        </div>
      }
      content={content}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the Popover's trigger keeps the header's inline layout; it is focusable and opens on Enter through antd */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: see above */}
      <span role="button" aria-label={t('notice.bell', { count })} style={{ cursor: 'pointer', display: 'inline-flex' }} data-testid="notice-bell">
        <Badge count={count} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </span>
    </Popover>
  );
}
