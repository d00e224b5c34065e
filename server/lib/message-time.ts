// A moment as the messages of a publication (an exam-class, a homework) say it, e.g. when it opens: the platform's
// zone, to the minute, the same for both.
export const formatTime = (d: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
