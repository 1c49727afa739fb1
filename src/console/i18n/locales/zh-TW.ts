/** Every message of the console in zh-TW, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from '../ra/zh-TW';
import app from '../app/zh-TW';
import shell from '../shell/zh-TW';
import screens from '../screens/zh-TW';

const modules: Record<string, object> = { ra: ra as TranslationMessages, app, shell, screens };

export default modules;
