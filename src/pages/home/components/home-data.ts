// What the home page derives from the menu and the summary; pure, so it is tested without a browser.
import type { MenuItem } from '@contract/auth';
import type { Rule } from '@contract/rule';

export type QuickLink = { path: string; name: string; icon?: string; group?: string };

/**
 * The pages a user can open from the menu, as quick links: every entry without children (a parent's own path is
 * only a heading), except the home page itself; a link under a heading keeps the heading's name and, when it has
 * none, its icon.
 */
export function quickLinks(menu: readonly MenuItem[] | undefined, exclude: readonly string[] = ['/home']): QuickLink[] {
  const out: QuickLink[] = [];
  const walk = (items: readonly MenuItem[], parent?: MenuItem) => {
    for (const item of items) {
      if (item.children?.length) {
        walk(item.children, item);
        continue;
      }
      if (exclude.includes(item.path) || out.some((l) => l.path === item.path)) continue;
      out.push({
        path: item.path,
        name: item.name,
        icon: item.icon ?? parent?.icon,
        ...(parent ? { group: parent.name } : {}),
      });
    }
  };
  walk(menu ?? []);
  return out;
}

const CATEGORY_ORDER: Rule['category'][] = ['platform', 'exam', 'homework'];

/** Enabled rules by category (platform, exam, homework), each by sort; categories without rules are left out. */
export function groupRules(rules: readonly Rule[]): { category: Rule['category']; rules: Rule[] }[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    rules: rules.filter((r) => r.enabled && r.category === category).sort((a, b) => a.sort - b.sort || a.id - b.id),
  })).filter((g) => g.rules.length > 0);
}

export type Greeting = 'morning' | 'noon' | 'afternoon' | 'evening';

/** The greeting for an hour of the day (0-23). */
export function greetingOf(hour: number): Greeting {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}
