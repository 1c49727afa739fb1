/** The console's messages in English, one chunk (areas.ts: `localeChunk`). */
import ra from 'ra-language-english';
import { localeChunk } from '../areas';

export default localeChunk(ra, import.meta.glob('../messages/*.json', { query: { locale: 'en' }, import: 'default', eager: true }));
