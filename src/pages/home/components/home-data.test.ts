import type { Rule } from '@contract/rule';
import { greetingOf, groupRules, quickLinks } from './home-data';

describe('quick links from the menu', () => {
  const menu = [
    { path: '/home', name: '首页', icon: 'HomeOutlined' },
    {
      path: '/sys',
      name: '系统管理',
      icon: 'SettingOutlined',
      children: [
        { path: '/sys/user', name: '用户管理', icon: 'UserOutlined' },
        { path: '/sys/rule', name: '平台规则' },
      ],
    },
    { path: '/feedback/list', name: '意见反馈', icon: 'MessageOutlined' },
  ];

  it('lists the pages, not the headings or the home page', () => {
    expect(quickLinks(menu).map((l) => l.path)).toEqual(['/sys/user', '/sys/rule', '/feedback/list']);
  });
  it('a page under a heading keeps the heading name and borrows its icon when it has none', () => {
    expect(quickLinks(menu)[1]).toEqual({ path: '/sys/rule', name: '平台规则', icon: 'SettingOutlined', group: '系统管理' });
  });
  it('no menu, no links', () => {
    expect(quickLinks(undefined)).toEqual([]);
  });
  it('a page listed twice shows once', () => {
    expect(quickLinks([...menu, { path: '/feedback/list', name: '意见反馈' }])).toHaveLength(3);
  });
});

describe('rules by category', () => {
  const rule = (id: number, category: Rule['category'], sort: number, enabled = true): Rule => ({
    id,
    title: `规则${id}`,
    category,
    content: '内容',
    enabled,
    sort,
    updatedAt: '2025-03-01T08:00:00.000Z',
  });

  it('groups enabled rules, platform first, each group by sort', () => {
    const groups = groupRules([rule(1, 'exam', 20), rule(2, 'platform', 10), rule(3, 'exam', 10), rule(4, 'homework', 10, false)]);
    expect(groups.map((g) => g.category)).toEqual(['platform', 'exam']);
    expect(groups[1].rules.map((r) => r.id)).toEqual([3, 1]);
  });
});

describe('greeting', () => {
  it('follows the hour', () => {
    expect([7, 12, 15, 21, 2].map(greetingOf)).toEqual(['morning', 'noon', 'afternoon', 'evening', 'evening']);
  });
});
