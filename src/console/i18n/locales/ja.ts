/** The console's messages in Japanese, one chunk (areas.ts: `localeChunk`). */
import ra from '../ra/ja';
import { localeChunk } from '../areas';

export default localeChunk(ra, import.meta.glob('../messages/*.json', { query: { locale: 'ja' }, import: 'default', eager: true }));
