/**
 * Menu icons by name. Only these are bundled (one module each), so the console does not ship the whole
 * icon set; a name not listed (a custom icon of a menu added at run time) is drawn as a neutral custom-entry
 * glyph at the spec's default size for custom icons, 12 px (§9).
 */
import type SvgIcon from '@mui/material/SvgIcon';
import { LIMITS } from '../../domain/limits';
import AccountTree from '@mui/icons-material/AccountTree';
import Apps from '@mui/icons-material/Apps';
import Article from '@mui/icons-material/Article';
import AspectRatio from '@mui/icons-material/AspectRatio';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import BugReport from '@mui/icons-material/BugReport';
import Business from '@mui/icons-material/Business';
import Category from '@mui/icons-material/Category';
import Campaign from '@mui/icons-material/Campaign';
import CardMembership from '@mui/icons-material/CardMembership';
import Dashboard from '@mui/icons-material/Dashboard';
import DashboardCustomize from '@mui/icons-material/DashboardCustomize';
import Devices from '@mui/icons-material/Devices';
import Extension from '@mui/icons-material/Extension';
import Home from '@mui/icons-material/Home';
import Hub from '@mui/icons-material/Hub';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalShipping from '@mui/icons-material/LocalShipping';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Payment from '@mui/icons-material/Payment';
import People from '@mui/icons-material/People';
import PointOfSale from '@mui/icons-material/PointOfSale';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Publish from '@mui/icons-material/Publish';
import QueryStats from '@mui/icons-material/QueryStats';
import Router from '@mui/icons-material/Router';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Slideshow from '@mui/icons-material/Slideshow';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Widgets from '@mui/icons-material/Widgets';
import Animation from '@mui/icons-material/Animation';
import Wallpaper from '@mui/icons-material/Wallpaper';

type SvgIconComponent = typeof SvgIcon;

/**
 * The icons a menu entry may name. Resource declarations and menu groups are typed by these names
 * (MenuIconName), so naming one not registered here fails the type check instead of showing a dot.
 */
export const MENU_ICONS = {
  AccountTree,
  Apps,
  Article,
  Badge,
  BarChart,
  BugReport,
  Campaign,
  CardMembership,
  Category,
  Dashboard,
  Devices,
  Extension,
  Home,
  // the Ecosystem group (the ordering app)
  Hub,
  Inventory2,
  LocalShipping,
  ManageAccounts,
  OpenInNew,
  Payment,
  People,
  PointOfSale,
  Publish,
  ReceiptLong,
  Router,
  Settings,
  ShoppingCart,
  Storefront,
  SupportAgent,
  Widgets,
  // the Custom group (issue 18): ads, boot animations, wallpapers
  AspectRatio,
  Business,
  DashboardCustomize,
  QueryStats,
  Slideshow,
  Animation,
  Wallpaper,
} satisfies Record<string, SvgIconComponent>;

export type MenuIconName = keyof typeof MENU_ICONS;

/** The icon registered under `name`, if any (menus added at run time may name any string). */
export function menuIcon(name: string | null | undefined): SvgIconComponent | undefined {
  const byName: Partial<Record<string, SvgIconComponent>> = MENU_ICONS;
  return name ? byName[name] : undefined;
}

export function MenuIcon({ name, fontSize = 'small' }: { name?: string; fontSize?: 'small' | 'medium' | 'inherit' }) {
  const Icon = menuIcon(name);
  return Icon ? (
    <Icon fontSize={fontSize} aria-hidden />
  ) : (
    <Extension data-custom-icon={name || undefined} sx={{ fontSize: LIMITS.customIconSize }} aria-hidden />
  );
}
