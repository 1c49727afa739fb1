/** The console's messages in Simplified Chinese, one chunk (areas.ts: `localeChunk`). */
import ra from '../ra/zh-CN';
import { localeChunk } from '../areas';

export default localeChunk(ra, import.meta.glob('../messages/*.json', { query: { locale: 'zh-CN' }, import: 'default', eager: true }));
