/** The console's messages in Traditional Chinese, one chunk (areas.ts: `localeChunk`). */
import ra from '../ra/zh-TW';
import { localeChunk } from '../areas';

export default localeChunk(ra, import.meta.glob('../messages/*.json', { query: { locale: 'zh-TW' }, import: 'default', eager: true }));
