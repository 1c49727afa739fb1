/**
 * The console's main layout (spec document 1 §2 Main shell): react-admin's layout with the shell's
 * header, a side menu built from the permission menu (210 px, collapsed 64 px), the tags bar, the
 * breadcrumb, and the pages of open tags kept mounted. It also records script errors into the error log
 * and has every new entry saved on the server, and keeps the document title on the current page.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Layout as RaLayout, useLocaleState, useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import { installScriptErrorHandlers, setSink } from '../providers/errorLog';
import { getSessionUser } from '../providers/session';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { TagsBar } from './TagsBar';
import { TagsProvider, useTagLabel } from './TagsContext';
import { Breadcrumb } from './Breadcrumb';
import { KeptPages } from './KeptPages';
import { useShellMenu } from './useShellMenu';
import { pageTitle, titleKeys } from './titles';
import { saveErrorLogEntry } from './errorLogApi';
import { shellTheme } from './theme';
import { LoadingLabels } from './LoadingLabels';
import { visuallyHidden } from '../ui/visuallyHidden';

export { shellTheme };

/** 'Page - product title' on the document; follows the page and the language. */
function DocumentTitle() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { pathname } = useLocation();
  const { routes } = useShellMenu();
  const title = pageTitle(translate, titleKeys(pathname, routes, useTagLabel(pathname)));
  const product = translate('app.title');
  useEffect(() => {
    document.title = `${title} - ${product}`;
  }, [title, product, locale]);
  return null;
}

/** The shell's own pages carry their own level-one heading. */
const OWN_HEADING = new Set(['/home', '/error-log', '/401', '/404', '/500']);

/** A level-one heading naming the page for assistive technology (the breadcrumb shows it on screen). */
function PageHeading() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { routes } = useShellMenu();
  const label = useTagLabel(pathname);
  if (OWN_HEADING.has(pathname)) return null;
  return (
    <Box component="h1" sx={visuallyHidden}>
      {pageTitle(translate, titleKeys(pathname, routes, label))}
    </Box>
  );
}

/** Script errors go into the error log, and every entry to the server while this layout is shown. */
function useErrorLogWiring() {
  useEffect(() => {
    installScriptErrorHandlers();
    setSink(saveErrorLogEntry);
    return () => setSink(undefined);
  }, []);
}

/**
 * react-admin's layout grows to fit its content (`min-width: fit-content`), so a long tags strip or a wide
 * table widened the whole page and pushed the list actions, pagination and tag menu off screen. The page
 * keeps the viewport's width instead: the strip and wide tables scroll inside themselves.
 */
const fitViewport = {
  minWidth: 0,
  '& .RaLayout-contentWithSidebar': { minWidth: 0 },
  '& .RaLayout-content': { minWidth: 0 },
} as const;

export function Layout({ children }: { children?: ReactNode }) {
  useErrorLogWiring();
  return (
    <LoadingLabels theme={shellTheme}>
      <TagsProvider userId={getSessionUser()?.userId}>
        <RaLayout appBar={ShellAppBar} menu={ShellMenu} appBarAlwaysOn sx={fitViewport}>
          <TagsBar />
          <Box sx={{ px: 1 }}>
            <Breadcrumb />
          </Box>
          <DocumentTitle />
          <PageHeading />
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
            <KeptPages>{children}</KeptPages>
          </Box>
        </RaLayout>
      </TagsProvider>
    </LoadingLabels>
  );
}

export default Layout;
