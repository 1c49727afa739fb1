/** Every message of the console in en, as one chunk: react-admin's, the console's, the shell's, the screens'. */
import type { TranslationMessages } from 'ra-core';
import ra from 'ra-language-english';
import app from '../app/en';
import shell from '../shell/en';
import screens from '../screens/en';

const modules: Record<string, object> = { ra: ra as TranslationMessages, app, shell, screens };

export default modules;
