/** The layout guard (layout-guard.ts) in ja. */
import { guardLanguage } from './layout-guard';

guardLanguage('ja');
