/** The layout guard (layout-guard.ts) in en. */
import { guardLanguage } from './layout-guard';

guardLanguage('en');
