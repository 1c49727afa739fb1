/** Every message of the console in zh-CN, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from '../ra/zh-CN';
import app from '../app/zh-CN';
import shell from '../shell/zh-CN';
import screens from '../screens/zh-CN';

const modules: Record<string, object> = { ra: ra as TranslationMessages, app, shell, screens };

export default modules;
