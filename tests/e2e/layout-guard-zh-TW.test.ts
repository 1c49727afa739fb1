/** The layout guard (layout-guard.ts) in zh-TW. */
import { guardLanguage } from './layout-guard';

guardLanguage('zh-TW');
