/** The layout guard (layout-guard.ts) in zh-CN. */
import { guardLanguage } from './layout-guard';

guardLanguage('zh-CN');
