/** Every message of the console in ja, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from '../ra/ja';
import app from '../app/ja';
import shell from '../shell/ja';
import screens from '../screens/ja';

const modules: Record<string, object> = { ra: ra as TranslationMessages, app, shell, screens };

export default modules;
