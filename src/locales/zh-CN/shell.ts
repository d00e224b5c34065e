// Text of the shell: layout header, account menu, login, error pages, request errors.
import { defineText } from '../text';
const shell = defineText({
  'shell.title': '教学平台',
  'shell.backHome': '返回首页',

  // words every area uses
  'common.actions': '操作',
  'common.all': '全部',
  'common.edit': '编辑',
  'common.delete': '删除',
  'common.save': '保存',
  'common.saved': '保存成功',
  'common.cancel': '取消',
  'common.close': '关闭',
  'common.done': '完成',
  'common.copy': '复制',
  'common.copied': '已复制',
  'common.file.empty': '文件是空的，请重新选择',
  'common.ok': '确定',

  'shell.header.feedback': '意见反馈',
  // the header's bell
  'notice.title': '通知',
  'notice.bell': '通知（{count} 条未读）',
  'notice.empty': '暂无通知',
  'notice.readAll': '全部已读',
  'shell.header.center': '个人中心',
  'shell.header.logout': '退出登录',
  'shell.header.switchRole': '切换角色',
  'shell.header.currentRole': '当前',
  'shell.header.switchFailed': '切换角色失败',

  'shell.login.subTitle': '课程 · 题库 · SQL 实验 · 作业与考试',
  'shell.login.username': '账号',
  'shell.login.usernameRequired': '请输入账号',
  'shell.login.password': '密码',
  'shell.login.passwordRequired': '请输入密码',
  'shell.login.remember': '记住账号',
  'shell.login.submit': '登录',
  'shell.login.failed': '登录失败，请稍后重试',
  'shell.login.networkFailed': '无法连接服务器，请检查网络后重试',
  'shell.login.success': '登录成功',

  'shell.exception.title': '出错了',
  'shell.exception.code': '错误代码：{code}',
  'shell.exception.unknown': '发生了未知错误，请稍后重试',
  'shell.403.subTitle': '抱歉，你无权访问该页面',
  'shell.404.subTitle': '抱歉，你访问的页面不存在',

  // Request errors (SPEC.md section 8); the English ones are the wording the spec fixes.
  'shell.request.httpError': '请求错误 {status}: {url}',
  'shell.request.httpErrorDescription': '请求失败',
  'shell.request.networkError': '网络异常',
  'shell.request.networkErrorDescription': '您的网络发生异常，无法连接服务器',
  'shell.request.videoError': '视频出错',
  'shell.request.retry': 'Request error, please retry.',
  'shell.request.timeout': 'timeout of {ms}ms exceeded',

  // The shared page of areas that later versions open (routes of later issues point at it).
});

export type ShellId = keyof typeof shell;
export default shell as Record<ShellId, string>;
