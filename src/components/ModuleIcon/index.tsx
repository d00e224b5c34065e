// The icons a module (menu entry) may carry, by @ant-design/icons name: a fixed list keeps the bundle small.
// Each icon is a chunk of its own, loaded when a menu shows it: the whole list in the layout's first load cost ~18 KB
// gzip of SVG data on every page, for the dozen icons one role's menu shows (issue P14: page weight).
import { lazy, Suspense, type CSSProperties, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

type IconComponent = ComponentType<{ style?: CSSProperties }>;

const ICONS: Record<string, () => Promise<{ default: IconComponent }>> = {
  HomeOutlined: () => import('@ant-design/icons/es/icons/HomeOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  BookOutlined: () => import('@ant-design/icons/es/icons/BookOutlined'),
  ReadOutlined: () => import('@ant-design/icons/es/icons/ReadOutlined'),
  DatabaseOutlined: () => import('@ant-design/icons/es/icons/DatabaseOutlined'),
  TeamOutlined: () => import('@ant-design/icons/es/icons/TeamOutlined'),
  UserOutlined: () => import('@ant-design/icons/es/icons/UserOutlined'),
  UsergroupAddOutlined: () => import('@ant-design/icons/es/icons/UsergroupAddOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  SafetyOutlined: () => import('@ant-design/icons/es/icons/SafetyOutlined'),
  LockOutlined: () => import('@ant-design/icons/es/icons/LockOutlined'),
  KeyOutlined: () => import('@ant-design/icons/es/icons/KeyOutlined'),
  SettingOutlined: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  ToolOutlined: () => import('@ant-design/icons/es/icons/ToolOutlined'),
  ProfileOutlined: () => import('@ant-design/icons/es/icons/ProfileOutlined'),
  MessageOutlined: () => import('@ant-design/icons/es/icons/MessageOutlined'),
  NotificationOutlined: () => import('@ant-design/icons/es/icons/NotificationOutlined'),
  BellOutlined: () => import('@ant-design/icons/es/icons/BellOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  FilePdfOutlined: () => import('@ant-design/icons/es/icons/FilePdfOutlined'),
  FileSearchOutlined: () => import('@ant-design/icons/es/icons/FileSearchOutlined'),
  FormOutlined: () => import('@ant-design/icons/es/icons/FormOutlined'),
  EditOutlined: () => import('@ant-design/icons/es/icons/EditOutlined'),
  AuditOutlined: () => import('@ant-design/icons/es/icons/AuditOutlined'),
  CheckSquareOutlined: () => import('@ant-design/icons/es/icons/CheckSquareOutlined'),
  ScheduleOutlined: () => import('@ant-design/icons/es/icons/ScheduleOutlined'),
  CalendarOutlined: () => import('@ant-design/icons/es/icons/CalendarOutlined'),
  ClockCircleOutlined: () => import('@ant-design/icons/es/icons/ClockCircleOutlined'),
  ExperimentOutlined: () => import('@ant-design/icons/es/icons/ExperimentOutlined'),
  CodeOutlined: () => import('@ant-design/icons/es/icons/CodeOutlined'),
  ConsoleSqlOutlined: () => import('@ant-design/icons/es/icons/ConsoleSqlOutlined'),
  CloudServerOutlined: () => import('@ant-design/icons/es/icons/CloudServerOutlined'),
  HddOutlined: () => import('@ant-design/icons/es/icons/HddOutlined'),
  DesktopOutlined: () => import('@ant-design/icons/es/icons/DesktopOutlined'),
  ContainerOutlined: () => import('@ant-design/icons/es/icons/ContainerOutlined'),
  DeploymentUnitOutlined: () => import('@ant-design/icons/es/icons/DeploymentUnitOutlined'),
  ApartmentOutlined: () => import('@ant-design/icons/es/icons/ApartmentOutlined'),
  ClusterOutlined: () => import('@ant-design/icons/es/icons/ClusterOutlined'),
  ShareAltOutlined: () => import('@ant-design/icons/es/icons/ShareAltOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  LineChartOutlined: () => import('@ant-design/icons/es/icons/LineChartOutlined'),
  PieChartOutlined: () => import('@ant-design/icons/es/icons/PieChartOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  TrophyOutlined: () => import('@ant-design/icons/es/icons/TrophyOutlined'),
  StarOutlined: () => import('@ant-design/icons/es/icons/StarOutlined'),
  BulbOutlined: () => import('@ant-design/icons/es/icons/BulbOutlined'),
  VideoCameraOutlined: () => import('@ant-design/icons/es/icons/VideoCameraOutlined'),
  FolderOutlined: () => import('@ant-design/icons/es/icons/FolderOutlined'),
  FolderOpenOutlined: () => import('@ant-design/icons/es/icons/FolderOpenOutlined'),
  TagsOutlined: () => import('@ant-design/icons/es/icons/TagsOutlined'),
  GlobalOutlined: () => import('@ant-design/icons/es/icons/GlobalOutlined'),
  LinkOutlined: () => import('@ant-design/icons/es/icons/LinkOutlined'),
  QuestionCircleOutlined: () => import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
};

/** The names a module's icon may take, in the order the icon picker shows them. */
export const MODULE_ICON_NAMES: readonly string[] = Object.keys(ICONS);

const loaded = new Map<string, LazyExoticComponent<IconComponent>>();
const iconOf = (name: string) => {
  let icon = loaded.get(name);
  if (!icon) {
    icon = lazy(ICONS[name]!);
    loaded.set(name, icon);
  }
  return icon;
};

/** The icon of that name; `fallback` (or nothing) for an empty or unknown name. Until it arrives, an icon's room. */
export default function ModuleIcon({ name, style, fallback = null }: { name?: string | null; style?: CSSProperties; fallback?: ReactNode }) {
  if (!name || !Object.hasOwn(ICONS, name)) return <>{fallback}</>;
  const Icon = iconOf(name);
  return (
    <Suspense fallback={<span className="anticon" style={{ display: 'inline-block', width: '1em', ...style }} />}>
      <Icon style={style} />
    </Suspense>
  );
}
